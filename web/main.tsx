import 'bootstrap/dist/css/bootstrap.min.css';
import 'virtual:bootstrap-icons.css';
import 'flag-icons/css/flag-icons.min.css';
import './app/app.css';
import { nextTask } from './lib/next-task.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Evaluating the app's code was the longest task of its start (some 60 ms on a slow phone): it comes
// in three modules instead, each evaluated in a task of its own — React DOM, zod, then the app. (Not
// top-level awaits: the stages are chunks the page lists with its own, fetched together.)
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  // Before any schema is built: the schemas of the app are built without eval.
  .then(() => import('./lib/zod-jitless.ts'))
  .then(nextTask)
  .then(() => import('./app/start-app.tsx'))
  .then(({ startApp }) => startApp(container));
