/* global WebAssembly, setInterval -- the probe runs in Node, before the CLI it measures */
// Loaded with `node --import` before the CLI by bench/soak.ts: every SOAK_PROBE_MS it collects garbage (when the
// process runs with --expose-gc, so that a sample measures what is kept, not what is waiting to be collected) and
// writes the process's memory to stderr as one line, `soak-memory {json}`: process.memoryUsage() and the size of
// each WebAssembly memory, named by the package that instantiated it (PGlite, the Tycho emulator, nekoton…).
// WebAssembly memories count in `external`; they grow and never shrink.
import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const memories = [];

function packageOf(stack) {
  for (const match of stack.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)) {
    if (match[1] !== 'tsx') return match[1];
  }
  return 'other';
}

function track(memory, stack) {
  if (memory instanceof WebAssembly.Memory && !memories.some((entry) => entry.ref.deref() === memory)) {
    memories.push({ ref: new WeakRef(memory), name: packageOf(stack) });
  }
}

function trackExports(instance, stack) {
  for (const value of Object.values(instance.exports)) track(value, stack);
}

if (isMainThread) {
  const { Memory, Instance, instantiate } = WebAssembly;
  WebAssembly.Memory = function TrackedMemory(descriptor) {
    const memory = new Memory(descriptor);
    track(memory, new Error().stack ?? '');
    return memory;
  };
  WebAssembly.Memory.prototype = Memory.prototype;
  Object.defineProperty(WebAssembly.Memory, Symbol.hasInstance, { value: (value) => value instanceof Memory });
  WebAssembly.Instance = function TrackedInstance(module, imports) {
    const instance = new Instance(module, imports);
    trackExports(instance, new Error().stack ?? '');
    return instance;
  };
  WebAssembly.Instance.prototype = Instance.prototype;
  Object.defineProperty(WebAssembly.Instance, Symbol.hasInstance, { value: (value) => value instanceof Instance });
  WebAssembly.instantiate = async (source, imports) => {
    const stack = new Error().stack ?? '';
    const result = await instantiate(source, imports);
    trackExports(result instanceof Instance ? result : result.instance, stack);
    return result;
  };

  const every = Number(process.env.SOAK_PROBE_MS ?? 60_000);
  const timer = setInterval(() => {
    globalThis.gc?.();
    const wasm = {};
    for (const { ref, name } of memories) {
      const memory = ref.deref();
      if (memory) wasm[name] = (wasm[name] ?? 0) + memory.buffer.byteLength;
    }
    writeSync(2, `soak-memory ${JSON.stringify({ at: Date.now(), ...process.memoryUsage(), wasm })}\n`);
  }, every);
  timer.unref();
}
