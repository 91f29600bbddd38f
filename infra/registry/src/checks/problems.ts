/** One finding of a contract check. Errors fail `check`; warnings are printed. */
export interface Problem {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  remote?: string;
}

export function error(code: string, message: string, remote?: string): Problem {
  return { severity: 'error', code, message, remote };
}

export function warning(code: string, message: string, remote?: string): Problem {
  return { severity: 'warning', code, message, remote };
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.severity === 'error' ? '✗' : '!'} [${p.code}]${p.remote ? ` ${p.remote}:` : ''} ${p.message}`).join('\n');
}
