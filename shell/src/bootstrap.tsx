import { startShell } from './app/start';

void startShell(document.getElementById('root')!);
