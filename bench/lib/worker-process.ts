import { fork, type ChildProcess } from 'node:child_process';

/** A command to a worker process, or its reply: each names its kind. */
interface Kinded {
  kind: string;
}

export interface WorkerProcess<Command extends Kinded, Reply extends Kinded> {
  child: ChildProcess;
  /** Sends a command and answers the worker's next reply of `replyKind`. */
  ask<K extends Reply['kind']>(
    command: Command,
    replyKind: K,
  ): Promise<Extract<Reply, { kind: K }>>;
  /** Sends a command that is not answered. */
  tell(command: Command): void;
  /** Ends the process, if it still runs. */
  stop(): void;
}

/**
 * Forks a bench worker script (TypeScript, through tsx) that holds clients apart from the api and
 * from the scenario's own process, so the api's memory and CPU are its own and the clients do not
 * slow the process that measures.
 */
export function startWorkerProcess<Command extends Kinded, Reply extends Kinded>(
  script: string,
): WorkerProcess<Command, Reply> {
  const child = fork(script, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const waiting: { kind: string; resolve(reply: Reply): void; reject(error: Error): void }[] = [];
  child.on('message', (reply: Reply) => {
    const index = waiting.findIndex((waiter) => waiter.kind === reply.kind);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(reply);
  });
  child.on('exit', (code, signal) => {
    for (const waiter of waiting.splice(0)) {
      waiter.reject(new Error(`A client process ended early (${signal ?? `code ${code}`}).`));
    }
  });
  return {
    child,
    ask: <K extends Reply['kind']>(command: Command, replyKind: K) =>
      new Promise<Extract<Reply, { kind: K }>>((resolve, reject) => {
        waiting.push({
          kind: replyKind,
          resolve: (reply) => resolve(reply as Extract<Reply, { kind: K }>),
          reject,
        });
        child.send(command);
      }),
    tell: (command) => child.send(command),
    stop: () => {
      if (child.exitCode === null && child.connected) child.kill();
    },
  };
}
