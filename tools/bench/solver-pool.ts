// Threads that solve the contact form's proof-of-work challenges for a benchmark's scripted clients.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A solved challenge: the number found and how long the search took (ms). */
export type Solution = { number: number; took: number };

/** Threads solving challenges off the event loop, so page routes and requests are answered while the botnet solves. */
export function createSolverPool(size: number) {
  // A worker thread does not inherit tsx's loader from this thread, so it loads the TypeScript module through tsx's
  // own import function.
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const proof = import(workerData.tsxApiUrl).then(({ tsImport }) => tsImport(workerData.proofUrl, workerData.proofUrl));
    parentPort.on("message", async (challenge) => {
      try {
        const { solveContactChallenge } = await proof;
        parentPort.postMessage({ solution: solveContactChallenge(challenge) });
      } catch (error) {
        parentPort.postMessage({ error: String((error && error.message) || error) });
      }
    });`;
  const proofUrl = pathToFileURL(path.join(rootDir, "tools/local-stack/contact-proof.ts")).href;
  const tsxApiUrl = import.meta.resolve("tsx/esm/api");
  type Task = { challenge: unknown; resolve: (s: Solution) => void; reject: (e: Error) => void };
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  let closed = false;
  const pump = () => {
    while (idle.length && queue.length) {
      const worker = idle.shift() as Worker;
      const task = queue.shift() as Task;
      busy.set(worker, task);
      worker.postMessage(task.challenge);
    }
  };
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(code, { eval: true, workerData: { proofUrl, tsxApiUrl } });
    worker.on("message", (message: { solution?: Solution; error?: string }) => {
      const task = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      if (task && message.solution) task.resolve(message.solution);
      else if (task) task.reject(new Error(message.error ?? "no solution"));
      pump();
    });
    worker.on("error", (error) => {
      busy.get(worker)?.reject(error);
      busy.delete(worker);
    });
    idle.push(worker);
    return worker;
  });
  return {
    solve(challenge: unknown): Promise<Solution> {
      if (closed) return Promise.reject(new Error("solvers stopped"));
      return new Promise((resolve, reject) => {
        queue.push({ challenge, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("solvers stopped"));
      for (const task of busy.values()) task.reject(new Error("solvers stopped"));
      busy.clear();
      await Promise.all(workers.map((worker) => worker.terminate().catch(() => {})));
    },
  };
}
