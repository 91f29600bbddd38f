/**
 * Imports of one source file, read with swc's parser (already installed for builds and jest):
 * a regular expression would also match `import` inside strings and comments, and could not tell
 * `import type` (erased by the build) from a real import.
 */
import { parseSync } from '@swc/core';

export interface FileImport {
  specifier: string;
  /** Erased by the build: `import type`, `export type`, `import { type A }`, `import('x').T` in a type. */
  typeOnly: boolean;
  line: number;
}

/** `path.join(__dirname, '..', 'x')` / `path.resolve(__dirname, '../x')`: the literal segments. */
export interface DirnamePath {
  segments: string[];
  line: number;
}

export interface ParsedFile {
  imports: FileImport[];
  dirnamePaths: DirnamePath[];
}

type Node = { type?: string; [key: string]: unknown };

const str = (n: unknown): string | undefined => {
  const node = n as Node | undefined;
  if (node?.type === 'StringLiteral') return node.value as string;
  if (node?.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const q = (node.quasis as Node[])[0];
    return (q?.cooked ?? q?.raw) as string | undefined;
  }
  return undefined;
};

/** The argument of a call: swc wraps each one as `{ expression }`. */
const arg = (n: unknown) => (n as { expression?: Node } | undefined)?.expression;

export function parseImports(source: string, file: string): ParsedFile {
  const tsx = /\.(tsx|jsx)$/.test(file);
  const ast = parseSync(source, { syntax: 'typescript', tsx, decorators: true, comments: false }) as unknown as { body: Node[] };
  const found: Array<Omit<FileImport, 'line'>> = [];
  const dirnamePaths: Array<{ segments: string[]; needle: string }> = [];

  for (const item of ast.body) {
    if (item.type === 'ImportDeclaration') {
      const specifiers = item.specifiers as Node[];
      const allTypes = specifiers.length > 0 && specifiers.every((s) => s.type === 'ImportSpecifier' && s.isTypeOnly === true);
      found.push({ specifier: (item.source as Node).value as string, typeOnly: item.typeOnly === true || allTypes });
    } else if ((item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration') && item.source) {
      const specifiers = (item.specifiers as Node[] | undefined) ?? [];
      const allTypes = specifiers.length > 0 && specifiers.every((s) => s.isTypeOnly === true);
      found.push({ specifier: (item.source as Node).value as string, typeOnly: item.typeOnly === true || allTypes });
    }
  }

  // Dynamic imports, require() and the __dirname paths hide anywhere in the tree; walk it only
  // when the text can contain one (most files cannot, and the walk is the slow part).
  if (/\b(import|require)\s*\(|__dirname/.test(source)) {
    const visit = (n: unknown): void => {
      if (Array.isArray(n)) {
        for (const c of n) visit(c);
        return;
      }
      if (!n || typeof n !== 'object') return;
      const node = n as Node;
      if (node.type === 'TsImportType') {
        const s = str(node.argument);
        if (s) found.push({ specifier: s, typeOnly: true });
      } else if (node.type === 'CallExpression') {
        const callee = node.callee as Node;
        const args = node.arguments as unknown[];
        const first = str(arg(args[0]));
        if (first && (callee.type === 'Import' || (callee.type === 'Identifier' && callee.value === 'require'))) {
          found.push({ specifier: first, typeOnly: false });
        }
        if (
          callee.type === 'MemberExpression' &&
          (callee.property as Node).type === 'Identifier' &&
          ['join', 'resolve'].includes((callee.property as Node).value as string) &&
          (arg(args[0]) as Node | undefined)?.type === 'Identifier' &&
          (arg(args[0]) as Node).value === '__dirname'
        ) {
          const segments: string[] = [];
          for (const a of args.slice(1)) {
            const s = str(arg(a));
            if (s === undefined) break;
            segments.push(s);
          }
          if (segments.length) dirnamePaths.push({ segments, needle: segments[0]! });
        }
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === 'span' || key === 'ctxt') continue;
        visit(value);
      }
    };
    visit(ast.body);
  }

  // swc's spans count bytes across every file parsed in the process, so find lines by text:
  // the n-th import of a specifier is on the line of its n-th quoted occurrence.
  const lines = lineStarts(source);
  const cursor = new Map<string, number>();
  const lineOf = (needle: string) => {
    const quoted = new RegExp(`['"\`]${needle.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"\`]`, 'g');
    quoted.lastIndex = cursor.get(needle) ?? 0;
    const m = quoted.exec(source);
    if (!m) return 1;
    cursor.set(needle, m.index + 1);
    return lineAt(lines, m.index);
  };
  return {
    imports: found.map((i) => ({ ...i, line: lineOf(i.specifier) })),
    dirnamePaths: dirnamePaths.map(({ segments, needle }) => ({ segments, line: lineOf(needle) })),
  };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineAt(starts: number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
