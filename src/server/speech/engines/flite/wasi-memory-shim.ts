import type { ByteRange } from './read-only-data.ts';

// Just enough of WASI preview 1 to run the flite command line in memory: its arguments come from
// `args`, every file it opens for writing is kept in `files`, and its exit ends the run. Node's own
// node:wasi needs a real directory per run (and crashed here when instantiated asynchronously).
const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_NOSYS = 52;
const FILETYPE_CHARACTER_DEVICE = 2;
const FILETYPE_REGULAR_FILE = 4;
const FILETYPE_DIRECTORY = 3;
const PREOPEN_FD = 3;
const PREOPEN_NAME = '/';
// A run that leaves the memory larger than this starts the next run on a fresh instance, so one
// long note cannot keep a big memory for the thread's whole life.
const MAX_REUSED_MEMORY_BYTES = 64 * 1024 * 1024;

class ProcessExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

type OpenFile = { path: string; chunks: Uint8Array[]; length: number };

export type WasiRun = { exitCode: number; files: Map<string, Uint8Array>; stderr: string };

// One command-line program, run again and again. A fresh WebAssembly instance per run copied the
// 17 MB flite image into new memory each time, which was over half of a sentence's synthesis time
// (bench:speech). So the instance is kept: after a run, its memory is put back byte for byte to
// the image it had just after instantiation (and any memory it grew is zeroed, as new memory is).
// The only other state is the module's stack-pointer global, which a run that returns from _start
// has restored; a run that ends any other way (proc_exit, a trap) retires the instance instead.
// Read-only data (`readOnly`, the C program's .rodata: flite's voices, ~17 MB) is not copied back:
// a C program never writes there (natively it is mapped read-only, and a write would crash), so
// only the last ~80 KB (.data, .bss, the stack) and the grown heap are put back, ~3 ms less per
// sentence (bench:speech). wasi-memory-shim.test.ts checks the read-only bytes stay as they were.
export type WasiProgram = { run(args: readonly string[]): WasiRun };

export function createWasiProgram(
  module: WebAssembly.Module,
  { readOnly = null }: { readOnly?: ByteRange | null } = {},
): WasiProgram {
  type RunState = {
    encodedArgs: Uint8Array[];
    open: Map<number, OpenFile>;
    files: Map<string, Uint8Array>;
    stderr: string[];
    nextFd: number;
  };
  let state: RunState | null = null;
  let memory: WebAssembly.Memory | null = null;
  let instance: WebAssembly.Instance | null = null;
  let pristine: Uint8Array | null = null;
  const current = () => state as RunState;
  const view = () => new DataView((memory as WebAssembly.Memory).buffer);
  const bytes = () => new Uint8Array((memory as WebAssembly.Memory).buffer);

  const readIovs = (iovs: number, count: number) => {
    const parts: Uint8Array[] = [];
    for (let index = 0; index < count; index++) {
      const pointer = view().getUint32(iovs + index * 8, true);
      const length = view().getUint32(iovs + index * 8 + 4, true);
      parts.push(bytes().slice(pointer, pointer + length));
    }
    return parts;
  };

  const closeFile = ({ open, files }: RunState, fd: number) => {
    const file = open.get(fd);
    if (!file) return ERRNO_BADF;
    open.delete(fd);
    const joined = new Uint8Array(file.length);
    let offset = 0;
    for (const chunk of file.chunks) {
      joined.set(chunk, offset);
      offset += chunk.length;
    }
    files.set(file.path, joined);
    return ERRNO_SUCCESS;
  };

  const wasi = {
    args_sizes_get(argc: number, bufSize: number) {
      const { encodedArgs } = current();
      view().setUint32(argc, encodedArgs.length, true);
      view().setUint32(
        bufSize,
        encodedArgs.reduce((sum, arg) => sum + arg.length, 0),
        true,
      );
      return ERRNO_SUCCESS;
    },
    args_get(argv: number, buf: number) {
      let offset = buf;
      current().encodedArgs.forEach((arg, index) => {
        view().setUint32(argv + index * 4, offset, true);
        bytes().set(arg, offset);
        offset += arg.length;
      });
      return ERRNO_SUCCESS;
    },
    clock_time_get(_clock: number, _precision: bigint, time: number) {
      view().setBigUint64(time, BigInt(Date.now()) * 1_000_000n, true);
      return ERRNO_SUCCESS;
    },
    fd_fdstat_get(fd: number, stat: number) {
      if (fd > PREOPEN_FD && !current().open.has(fd)) return ERRNO_BADF;
      const type =
        fd < PREOPEN_FD
          ? FILETYPE_CHARACTER_DEVICE
          : fd === PREOPEN_FD
            ? FILETYPE_DIRECTORY
            : FILETYPE_REGULAR_FILE;
      new Uint8Array(view().buffer, stat, 24).fill(0);
      view().setUint8(stat, type);
      // Every right, so wasi-libc never refuses an operation before asking.
      view().setBigUint64(stat + 8, 0xffff_ffffn, true);
      view().setBigUint64(stat + 16, 0xffff_ffffn, true);
      return ERRNO_SUCCESS;
    },
    fd_fdstat_set_flags: () => ERRNO_SUCCESS,
    fd_prestat_get(fd: number, prestat: number) {
      if (fd !== PREOPEN_FD) return ERRNO_BADF;
      view().setUint8(prestat, 0);
      view().setUint32(prestat + 4, PREOPEN_NAME.length, true);
      return ERRNO_SUCCESS;
    },
    fd_prestat_dir_name(fd: number, path: number, length: number) {
      if (fd !== PREOPEN_FD) return ERRNO_BADF;
      bytes().set(new TextEncoder().encode(PREOPEN_NAME).subarray(0, length), path);
      return ERRNO_SUCCESS;
    },
    path_open(_dir: number, _dirFlags: number, path: number, length: number, ...rest: unknown[]) {
      const run = current();
      const fdPointer = rest[rest.length - 1] as number;
      const name = new TextDecoder().decode(bytes().subarray(path, path + length));
      const fd = run.nextFd++;
      run.open.set(fd, { path: name, chunks: [], length: 0 });
      view().setUint32(fdPointer, fd, true);
      return ERRNO_SUCCESS;
    },
    fd_write(fd: number, iovs: number, count: number, written: number) {
      const run = current();
      const parts = readIovs(iovs, count);
      const total = parts.reduce((sum, part) => sum + part.length, 0);
      const file = run.open.get(fd);
      if (file) {
        file.chunks.push(...parts);
        file.length += total;
      } else if (fd === 2) {
        run.stderr.push(...parts.map((part) => new TextDecoder().decode(part)));
      } else if (fd !== 1) return ERRNO_BADF;
      view().setUint32(written, total, true);
      return ERRNO_SUCCESS;
    },
    fd_close: (fd: number) => closeFile(current(), fd),
    // Only append-only output files are supported: a run that reads or seeks fails loudly.
    fd_read: () => ERRNO_NOSYS,
    fd_seek: (fd: number) => (current().open.has(fd) || fd < PREOPEN_FD ? ERRNO_NOSYS : ERRNO_BADF),
    proc_exit(code: number) {
      throw new ProcessExit(code);
    },
  };

  // The instance for the next run, in the state a fresh one would be in.
  const ready = () => {
    if (instance && memory && pristine) {
      const image = bytes();
      const skip = readOnly && readOnly.end <= pristine.length ? readOnly : { start: 0, end: 0 };
      image.set(pristine.subarray(0, skip.start));
      image.set(pristine.subarray(skip.end), skip.end);
      image.fill(0, pristine.length);
      return instance;
    }
    instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi });
    memory = instance.exports.memory as WebAssembly.Memory;
    pristine = bytes().slice();
    return instance;
  };

  const retire = () => {
    instance = null;
    memory = null;
    pristine = null;
  };

  return {
    run(args) {
      const running = ready();
      const run: RunState = {
        encodedArgs: args.map((arg) => new TextEncoder().encode(`${arg}\0`)),
        open: new Map(),
        files: new Map(),
        stderr: [],
        nextFd: PREOPEN_FD + 1,
      };
      state = run;
      let exitCode = 0;
      let returned = false;
      try {
        (running.exports._start as () => void)();
        returned = true;
      } catch (error) {
        if (!(error instanceof ProcessExit)) throw error;
        exitCode = error.code;
      } finally {
        for (const fd of [...run.open.keys()]) closeFile(run, fd);
        state = null;
        if (!returned || (memory?.buffer.byteLength ?? 0) > MAX_REUSED_MEMORY_BYTES) retire();
      }
      return { exitCode, files: run.files, stderr: run.stderr.join('') };
    },
  };
}
