// A fleet of readiness checkers in a process of its own (forked by tests/reliability/readiness-load.test.ts),
// so their client-side work does not run on the event loop that times the form submissions.
//   node readiness-callers.mjs <base url> <callers> <period ms> [path]
// While switched on (IPC message 'on'; 'off' pauses; 'stop' ends), all <callers> send GET <path> at
// the same moment, each on its own keep-alive connection, and again every <period> ms: every wave is
// <callers> requests in flight at once. On 'stop' it sends back { requests, waves, statuses }.
import http from 'node:http';

const [base, callers, period, path = '/readyz'] = [
  process.argv[2],
  Number(process.argv[3]),
  Number(process.argv[4]),
  process.argv[5],
];
const agent = new http.Agent({ keepAlive: true, maxSockets: callers });
const statuses = {};
let requests = 0;
let waves = 0;
let on = false;
let stop = false;
let wake = () => undefined;
let switched = new Promise((resolve) => {
  wake = resolve;
});

process.on('message', (message) => {
  if (message === 'on') {
    on = true;
    wake();
  }
  if (message === 'off') {
    on = false;
    switched = new Promise((resolve) => {
      wake = resolve;
    });
  }
  if (message === 'stop') {
    stop = true;
    wake();
  }
});

const get = () =>
  new Promise((resolve) => {
    const request = http.get(`${base}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', () => resolve(0));
  });

while (!stop) {
  if (!on) {
    await switched;
    continue;
  }
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: callers }, get));
  waves += 1;
  for (const status of answers) {
    requests += 1;
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const rest = period - (Date.now() - started);
  if (rest > 0 && on && !stop) await new Promise((resolve) => setTimeout(resolve, rest));
}
agent.destroy();
process.send({ requests, waves, statuses }, () => process.exit(0));
