import { mountApp } from './mount';

void mountApp(document.getElementById('root')!);
