import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();
// Whatever is still running when this process exits (a crash, an uncaught error) is told to stop.
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Starts a process of the stack in a process group of its own, so a Ctrl-C in the terminal reaches
 * only the stack, which then stops each part in order (servers before the database).
 */
export function spawnOwned(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}
