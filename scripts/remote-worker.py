#!/usr/bin/env python3
"""A worker for a Remote Execution API engine (BuildGrid) that runs each action in a clean environment.

Test infrastructure for scripts/test-bazel-remote.sh and scripts/measure-remote-execution.sh: BuildGrid's releases
ship no worker (its bots were removed in 2024), so this one speaks the Remote Workers API (v1test2 Bots service)
with the gRPC stubs inside the BuildGrid wheel. Run it with the Python of BuildGrid's virtual environment:

    .build-buildgrid/venv/bin/python scripts/remote-worker.py --server 127.0.0.1:50051 --instance main \
        --name worker-1 --work /tmp/worker-1 --shell /bin/busybox [--log worker-1.jsonl]

It keeps one bot session with BuildGrid and takes one action at a time (a lease whose payload is the Action). For
each action it
  1. builds a fresh root folder: the action's input tree (from the CAS, through a local content cache that is
     hard-linked from, so that a 130 MB tool is fetched once per worker) under /exec, a static shell (`--shell`,
     e.g. Debian's busybox-static) as /bin/sh, and an empty /proc. Nothing else: no Swift toolchain, no /usr,
     no /lib, no /dev, no /tmp, no repository;
  2. runs the command there: `unshare --mount --pid --net --fork --mount-proc` (new mount, PID and network
     namespaces: no network, and a /proc that shows the action's own processes alone: a statically linked Swift
     program reads its arguments from /proc/self/cmdline and its path from /proc/self/exe), `chroot` into that
     folder as user nobody when the worker is root (the inputs are read-only to it, only the output folders are
     writable), `/bin/sh` changing to the working directory and exec'ing the command's argv with exactly the
     command's environment;
  3. uploads the declared outputs, stdout and stderr to the CAS and completes the lease with the ActionResult.
One JSON line per action goes to `--log`: the worker, the argv, the exit code, every path in the root before the
run (to show it held only /bin/sh and the inputs), seconds spent fetching, running and uploading, and when it
started and ended (seconds since the epoch).
"""

import argparse, hashlib, json, os, shutil, signal, subprocess, sys, time, uuid

import grpc
from google.protobuf import timestamp_pb2
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as re_pb2
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2_grpc as re_grpc
from buildgrid._protos.google.bytestream import bytestream_pb2, bytestream_pb2_grpc
from buildgrid._protos.google.devtools.remoteworkers.v1test2 import bots_pb2, bots_pb2_grpc, worker_pb2

BATCH_BYTES = 2 * 1024 * 1024  # blobs up to this size go in batches; larger ones through ByteStream
CHUNK = 1024 * 1024
EXEC_DIR = "exec"  # the input root, at /exec inside the clean root
NOBODY = 65534


def digest_of(data):
    return re_pb2.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


def now_stamp():
    stamp = timestamp_pb2.Timestamp()
    stamp.GetCurrentTime()
    return stamp


class CAS:
    """Reads and writes blobs; a local folder of contents keyed by digest (and executable bit) caches the reads."""

    def __init__(self, channel, instance, cache_dir):
        self.instance, self.cache_dir = instance, cache_dir
        self.cas = re_grpc.ContentAddressableStorageStub(channel)
        self.bytestream = bytestream_pb2_grpc.ByteStreamStub(channel)
        os.makedirs(cache_dir, exist_ok=True)

    def read(self, digests):
        """The contents of `digests` (small ones in batches), as {hash: bytes}."""
        found, batch, size = {}, [], 0
        def flush():
            if batch:
                request = re_pb2.BatchReadBlobsRequest(instance_name=self.instance, digests=batch)
                for response in self.cas.BatchReadBlobs(request).responses:
                    if response.status.code != 0:
                        raise RuntimeError(f"CAS read of {response.digest.hash}: {response.status.message}")
                    found[response.digest.hash] = response.data
                batch.clear()
        for digest in {d.hash: d for d in digests}.values():
            if digest.size_bytes > BATCH_BYTES:
                name = f"{self.instance}/blobs/{digest.hash}/{digest.size_bytes}"
                chunks = self.bytestream.Read(bytestream_pb2.ReadRequest(resource_name=name))
                found[digest.hash] = b"".join(chunk.data for chunk in chunks)
                continue
            if size + digest.size_bytes > BATCH_BYTES:
                flush()
                size = 0
            batch.append(digest)
            size += digest.size_bytes
        flush()
        return found

    def message(self, digest, kind):
        value = kind()
        value.ParseFromString(self.read([digest])[digest.hash])
        return value

    def cached_path(self, digest, executable):
        return os.path.join(self.cache_dir, digest.hash + (".x" if executable else ""))

    def fetch_files(self, files):
        """Makes sure every (digest, executable) of `files` is in the local cache, read-only."""
        missing = [(d, x) for d, x in files if not os.path.exists(self.cached_path(d, x))]
        contents = self.read([d for d, _ in missing])
        for digest, executable in missing:
            path = self.cached_path(digest, executable)
            temporary = f"{path}.{uuid.uuid4().hex}"
            with open(temporary, "wb") as file:
                file.write(contents[digest.hash])
            os.chmod(temporary, 0o555 if executable else 0o444)
            os.replace(temporary, path)

    def write(self, blobs):
        """Uploads {hash: bytes} (with their digests) that the CAS is missing."""
        digests = {h: digest_of(data) for h, data in blobs.items()}
        request = re_pb2.FindMissingBlobsRequest(instance_name=self.instance, blob_digests=digests.values())
        missing = [d.hash for d in self.cas.FindMissingBlobs(request).missing_blob_digests]
        small = [h for h in missing if digests[h].size_bytes <= BATCH_BYTES]
        for h in missing:
            if h not in small:
                self._stream(digests[h], blobs[h])
        while small:
            chunk, size = [], 0
            while small and (not chunk or size + digests[small[0]].size_bytes <= BATCH_BYTES):
                h = small.pop(0)
                chunk.append(re_pb2.BatchUpdateBlobsRequest.Request(digest=digests[h], data=blobs[h]))
                size += digests[h].size_bytes
            request = re_pb2.BatchUpdateBlobsRequest(instance_name=self.instance, requests=chunk)
            for response in self.cas.BatchUpdateBlobs(request).responses:
                if response.status.code != 0:
                    raise RuntimeError(f"CAS write of {response.digest.hash}: {response.status.message}")

    def _stream(self, digest, data):
        name = f"{self.instance}/uploads/{uuid.uuid4()}/blobs/{digest.hash}/{digest.size_bytes}"
        def requests():
            for offset in range(0, max(len(data), 1), CHUNK):
                yield bytestream_pb2.WriteRequest(resource_name=name, write_offset=offset,
                                                  data=data[offset:offset + CHUNK],
                                                  finish_write=offset + CHUNK >= len(data))
        self.bytestream.Write(requests())


def checked(name):
    """A file or folder name of a Directory message: one path component, as the API requires."""
    if not name or name in (".", "..") or "/" in name or "\0" in name:
        raise ValueError(f"invalid name in the input tree: {name!r}")
    return name


def under(root, relative):
    """`relative` (an output path, a working directory) under `root`, refused when it leaves it."""
    path = os.path.normpath(os.path.join(root, relative))
    if path != root and not path.startswith(root + os.sep):
        raise ValueError(f"path leaves the input root: {relative!r}")
    return path


def materialize(cas, root_digest, into):
    """Writes the input tree `root_digest` into the folder `into`; returns the number of files."""
    levels, files = [(root_digest, into)], []
    while levels:
        directories = cas.read([d for d, _ in levels])
        next_levels = []
        for digest, path in levels:
            directory = re_pb2.Directory()
            directory.ParseFromString(directories[digest.hash])
            os.makedirs(path, exist_ok=True)
            files += [(f.digest, f.is_executable, os.path.join(path, checked(f.name))) for f in directory.files]
            next_levels += [(d.digest, os.path.join(path, checked(d.name))) for d in directory.directories]
            for link in directory.symlinks:
                os.symlink(link.target, os.path.join(path, checked(link.name)))
        levels = next_levels
    cas.fetch_files({(d.hash, x): (d, x) for d, x, _ in files}.values())
    for digest, executable, path in files:
        os.link(cas.cached_path(digest, executable), path)
    return len(files)


def upload_outputs(cas, command, working_dir, result):
    """Adds the command's outputs that exist to `result` and uploads their contents."""
    blobs = {}
    def add(data):
        digest = digest_of(data)
        blobs[digest.hash] = data
        return digest
    paths = list(command.output_paths) or list(command.output_files) + list(command.output_directories)
    for relative in paths:
        path = os.path.join(working_dir, relative)  # checked by run_action
        if os.path.isfile(path) and not os.path.islink(path):
            with open(path, "rb") as file:
                result.output_files.add(path=relative, digest=add(file.read()),
                                        is_executable=os.access(path, os.X_OK))
        elif os.path.isdir(path):
            tree = re_pb2.Tree()
            def directory_of(folder):
                directory = re_pb2.Directory()
                for name in sorted(os.listdir(folder)):
                    child = os.path.join(folder, name)
                    if os.path.isdir(child):
                        node = directory_of(child)
                        tree.children.append(node)
                        directory.directories.add(name=name, digest=digest_of(node.SerializeToString()))
                    else:
                        with open(child, "rb") as file:
                            directory.files.add(name=name, digest=add(file.read()),
                                                is_executable=os.access(child, os.X_OK))
                return directory
            tree.root.CopyFrom(directory_of(path))
            result.output_directories.add(path=relative, tree_digest=add(tree.SerializeToString()))
    cas.write(blobs)


def run_action(cas, action, args, log):
    metadata = re_pb2.ExecutedActionMetadata(worker=args.name, worker_start_timestamp=now_stamp())
    command = cas.message(action.command_digest, re_pb2.Command)
    root = os.path.join(args.work, "root")
    if os.path.exists(root):
        shutil.rmtree(root)
    exec_root = os.path.join(root, EXEC_DIR)
    metadata.input_fetch_start_timestamp.GetCurrentTime()
    started, started_at = time.monotonic(), time.time()
    file_count = materialize(cas, action.input_root_digest, exec_root)
    os.makedirs(os.path.join(root, "bin"))
    os.makedirs(os.path.join(root, "proc"))
    shutil.copy(args.shell, os.path.join(root, "bin", "sh"))
    working_dir = under(exec_root, command.working_directory)
    as_nobody = os.geteuid() == 0
    outputs = list(command.output_paths) or list(command.output_files) + list(command.output_directories)
    for relative in outputs:  # the worker creates every output's parent folder, writable by the action alone
        parent = os.path.dirname(under(exec_root, os.path.join(command.working_directory, relative)))
        os.makedirs(parent, exist_ok=True)
        if as_nobody:
            os.chown(parent, NOBODY, NOBODY)
    listing = sorted(os.path.relpath(os.path.join(folder, name), root)
                     for folder, folders, names in os.walk(root) for name in names)
    metadata.input_fetch_completed_timestamp.GetCurrentTime()
    fetched = time.monotonic()

    isolation = [args.unshare, "--mount", "--pid", "--net", "--fork", "--kill-child",
                 "--mount-proc=" + os.path.join(root, "proc")]
    if not as_nobody:
        isolation.append("--map-root-user")
    chroot = [args.chroot] + ([f"--userspec={NOBODY}:{NOBODY}"] if as_nobody else []) + [root]
    cwd = "/" + os.path.relpath(working_dir, root)
    argv = isolation + chroot + ["/bin/sh", "-c", 'cd -- "$1" && shift && exec "$@"', "sh", cwd] + \
        list(command.arguments)
    environment = {v.name: v.value for v in command.environment_variables}
    timeout = action.timeout.seconds or args.timeout
    stdout_path, stderr_path = os.path.join(args.work, "stdout"), os.path.join(args.work, "stderr")
    metadata.execution_start_timestamp.GetCurrentTime()
    with open(stdout_path, "wb") as stdout, open(stderr_path, "wb") as stderr:
        process = subprocess.Popen(argv, stdout=stdout, stderr=stderr, env=environment, start_new_session=True)
        try:
            exit_code = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            exit_code = 124
            with open(stderr_path, "ab") as stderr_file:
                stderr_file.write(f"remote-worker: killed after {timeout} s\n".encode())
    metadata.execution_completed_timestamp.GetCurrentTime()
    ran = time.monotonic()

    result = re_pb2.ActionResult(exit_code=exit_code)
    metadata.output_upload_start_timestamp.GetCurrentTime()
    if exit_code == 0:
        upload_outputs(cas, command, working_dir, result)
    streams = {}
    for path, field in ((stdout_path, "stdout_digest"), (stderr_path, "stderr_digest")):
        with open(path, "rb") as file:
            data = file.read()
        getattr(result, field).CopyFrom(digest_of(data))
        streams[digest_of(data).hash] = data
    cas.write(streams)
    metadata.output_upload_completed_timestamp.GetCurrentTime()
    metadata.worker_completed_timestamp.GetCurrentTime()
    result.execution_metadata.CopyFrom(metadata)
    if log:
        stderr_text = streams[result.stderr_digest.hash].decode(errors="replace")
        log.write(json.dumps({
            "worker": args.name, "argv": list(command.arguments), "working_directory": command.working_directory,
            "exit_code": exit_code, "input_files": file_count, "root": listing,
            "outputs": sorted(f.path for f in result.output_files), "stderr": stderr_text[-2000:],
            "fetch_s": round(fetched - started, 4), "run_s": round(ran - fetched, 4),
            "upload_s": round(time.monotonic() - ran, 4), "start": round(started_at, 4),
            "end": round(time.time(), 4)}) + "\n")
        log.flush()
    shutil.rmtree(root)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--server", required=True, help="host:port of BuildGrid's gRPC endpoint")
    parser.add_argument("--instance", default="main", help="the instance name (default: main)")
    parser.add_argument("--name", required=True, help="this worker's bot id")
    parser.add_argument("--work", required=True, help="a folder of the worker's own (cache and action roots)")
    parser.add_argument("--shell", required=True, help="a statically linked sh, copied into each root as /bin/sh")
    parser.add_argument("--log", help="append one JSON line per action to this file")
    parser.add_argument("--timeout", type=int, default=600, help="seconds an action may run when it sets none")
    parser.add_argument("--connect-timeout", type=int, default=300, help="seconds to wait for the server")
    args = parser.parse_args()
    args.unshare, args.chroot = shutil.which("unshare"), shutil.which("chroot")
    if not args.unshare or not args.chroot:
        sys.exit("remote-worker: needs unshare (util-linux) and chroot (coreutils)")
    os.makedirs(args.work, exist_ok=True)
    options = [("grpc.max_receive_message_length", 64 * 1024 * 1024),
               ("grpc.max_send_message_length", 64 * 1024 * 1024)]
    channel = grpc.insecure_channel(args.server, options=options)
    bots = bots_pb2_grpc.BotsStub(channel)
    cas = CAS(channel, args.instance, os.path.join(args.work, "cache"))
    log = open(args.log, "a") if args.log else None
    grpc.channel_ready_future(channel).result(timeout=args.connect_timeout)

    session = bots_pb2.BotSession(bot_id=args.name, status=bots_pb2.BotStatus.OK,
                                  worker=worker_pb2.Worker(devices=[worker_pb2.Device(handle=args.name)]))
    session = bots.CreateBotSession(bots_pb2.CreateBotSessionRequest(parent=args.instance, bot_session=session),
                                    timeout=30)
    print(f"remote-worker {args.name}: session {session.name}", flush=True)
    while True:  # until SIGTERM
        for lease in session.leases:
            if lease.state not in (bots_pb2.LeaseState.PENDING, bots_pb2.LeaseState.ACTIVE):
                continue
            action = re_pb2.Action()
            if lease.payload.Is(re_pb2.Action.DESCRIPTOR):
                lease.payload.Unpack(action)
            else:
                digest = re_pb2.Digest()
                lease.payload.Unpack(digest)
                action = cas.message(digest, re_pb2.Action)
            try:
                lease.result.Pack(run_action(cas, action, args, log))
            except Exception as error:  # a broken action fails its lease, not the worker
                lease.status.code, lease.status.message = grpc.StatusCode.INTERNAL.value[0], str(error)
                print(f"remote-worker {args.name}: {error}", file=sys.stderr, flush=True)
            lease.state = bots_pb2.LeaseState.COMPLETED
        request = bots_pb2.UpdateBotSessionRequest(name=session.name, bot_session=session)
        try:
            session = bots.UpdateBotSession(request, timeout=20)  # waits up to ~16 s for work
        except grpc.RpcError as error:
            if error.code() != grpc.StatusCode.DEADLINE_EXCEEDED:
                raise


if __name__ == "__main__":
    main()
