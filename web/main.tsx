// First: the schemas the app's modules build as they load must be built without eval.
import './lib/zod-without-eval.ts';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'virtual:bootstrap-icons.css';
import 'virtual:flag-pictures.css';
import './app/app.css';
import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// One module graph, evaluated in one task: splitting it into stages (React DOM, zod, the app) made
// shorter tasks but more, smaller files, which compress worse, and the list and search pages went
// over their budget of 150 KB of gzipped JavaScript.
void startApp(container);
