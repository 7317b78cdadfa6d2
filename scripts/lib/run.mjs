import { spawn } from 'node:child_process';

const active = new Set();

/** Runs a command with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    active.add(child);
    child.on('error', (error) => {
      active.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      active.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

/** Signals every command `run` started that is still running (e.g. a build when npm start is stopped). */
export function stopRunning(signal = 'SIGTERM') {
  for (const child of active) child.kill(signal);
  return active.size;
}
