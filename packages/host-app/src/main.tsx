import { mountApp } from './mount';

// In a task of its own: the entry's evaluation is one task already, on a phone 50 ms or more,
// and a press made meanwhile waits for the end of the task it lands behind.
setTimeout(() => void mountApp(document.getElementById('root')!), 0);
