/** The servers pnpm bench started: whatever ends the bench, each is sent SIGTERM by its own pid. */
const running = new Set();

/** Remembers `child` until it exits. */
export function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

process.once('exit', () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping the servers it started`);
    process.exit(130);
  });
}
