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
The action cannot lead the worker out of its root:
  - no link is followed that the worker did not make: the input tree is made one name at a time from a descriptor
    of the root (mkdir, symlink and link relative to a folder's descriptor, each folder opened with O_NOFOLLOW), a
    folder's names must be unique (so a link and a folder of one name are refused, not written through), and the
    output folders are made and chowned the same way, an output whose folder passes through a link of the input
    tree refusing the action;
  - every digest is checked before it is used (64 lowercase hexadecimal digits and a size of zero or more: its hash
    names a file of the cache), and every blob read from the CAS against its digest (SHA-256 and size) before it is
    cached, parsed or put in a root;
  - the upload reads regular files alone, each name opened with O_NOFOLLOW from a descriptor of /exec: an output
    path through a link, or a link itself, is no output; a link inside an output folder is sent as a link, never
    followed; FIFOs, sockets and devices are left out;
  - the upload runs as nobody when the worker is root (effective user and group nobody, no other groups, for the
    time it reads the outputs; the descriptor of /exec is opened before, as the folders above it may be closed to
    nobody). This is on top of the descriptor walk rather than instead of it: opening with O_NOFOLLOW relative to
    the root keeps the walk inside the root, and nobody's rights keep it from reading what the action could not
    (a root-only file in the root). Changing the effective user, not forking a reader, keeps the gRPC channel's
    threads out of a fork; the real and saved user stay root, so that the worker returns to root afterwards and
    nobody's processes can neither signal nor trace it (the kernel makes it undumpable). The output folders are
    made as root, since they sit in input folders that are root's; they are made before the action runs, when the
    root holds nothing the worker did not put there, and without following a link.
scripts/test_remote_worker.py (run by `make test`, offline: no gRPC, no BuildGrid) tries each of these ways out
against the worker's own functions.
One JSON line per action goes to `--log`: the worker, the argv, the exit code, every path in the root before the
run (to show it held only /bin/sh and the inputs), seconds spent fetching, running and uploading, and when it
started and ended (seconds since the epoch).
"""

import argparse, contextlib, errno, hashlib, json, os, re, shutil, signal, stat, subprocess, sys, time, uuid

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
HASH = re.compile(r"[0-9a-f]{64}")  # a SHA-256, the only digest function the worker accepts
FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC  # a folder, never a link to one
FILE = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC  # never a link; a FIFO does not block the open


def digest_of(data):
    return re_pb2.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


def checked_digest(digest):
    """`digest` when its hash is a SHA-256 in lowercase hexadecimal and its size a count of bytes. Its hash names a
    file of the cache and is part of a ByteStream resource name, so a hash like `../..` must reach neither."""
    size = digest.size_bytes
    if not isinstance(digest.hash, str) or not HASH.fullmatch(digest.hash) or isinstance(size, bool) \
            or not isinstance(size, int) or size < 0:
        raise ValueError(f"invalid digest {digest.hash!r}/{size!r}")
    return digest


def verified(digest, data):
    """`data` when it is the content `digest` names (its SHA-256 and size)."""
    if len(data) != digest.size_bytes or hashlib.sha256(data).hexdigest() != digest.hash:
        raise ValueError(f"the CAS sent content that does not match the digest {digest.hash}/{digest.size_bytes}")
    return data


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
        """The contents of `digests` (small ones in batches), as {hash: bytes}: every digest is checked before it is
        asked for, every content against its digest when it arrives."""
        wanted = {}
        for digest in digests:
            if wanted.setdefault(checked_digest(digest).hash, digest).size_bytes != digest.size_bytes:
                raise ValueError(f"two sizes for the hash {digest.hash}")
        found, batch, size = {}, [], 0
        def keep(hash, data):
            if hash not in wanted:
                raise ValueError(f"the CAS sent {hash!r}, which was not asked for")
            found[hash] = verified(wanted[hash], data)
        def flush():
            if batch:
                request = re_pb2.BatchReadBlobsRequest(instance_name=self.instance, digests=batch)
                for response in self.cas.BatchReadBlobs(request).responses:
                    if response.status.code != 0:
                        raise RuntimeError(f"CAS read of {response.digest.hash}: {response.status.message}")
                    keep(response.digest.hash, response.data)
                batch.clear()
        for digest in wanted.values():
            if digest.size_bytes > BATCH_BYTES:
                name = f"{self.instance}/blobs/{digest.hash}/{digest.size_bytes}"
                chunks = self.bytestream.Read(bytestream_pb2.ReadRequest(resource_name=name))
                keep(digest.hash, b"".join(chunk.data for chunk in chunks))
                continue
            if size + digest.size_bytes > BATCH_BYTES:
                flush()
                size = 0
            batch.append(digest)
            size += digest.size_bytes
        flush()
        missing = sorted(set(wanted) - set(found))
        if missing:
            raise RuntimeError(f"CAS read: no answer for {', '.join(missing)}")
        return found

    def message(self, digest, kind):
        value = kind()
        value.ParseFromString(self.read([digest])[digest.hash])
        return value

    def cached_path(self, digest, executable):
        return os.path.join(self.cache_dir, checked_digest(digest).hash + (".x" if executable else ""))

    def fetch_files(self, files):
        """Makes sure every (digest, executable) of `files` is in the local cache, read-only (read() has checked
        each content against its digest)."""
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


def names_under(root, relative):
    """The names leading from `root` to `relative` (see under), () for `root` itself."""
    path = os.path.relpath(under(root, relative), root)
    return () if path == "." else tuple(path.split(os.sep))


def open_folder(root_fd, names, create=False):
    """A descriptor of the folder `names` under the folder `root_fd`, opened one name at a time and never through a
    link (O_NOFOLLOW: a link, or a file, raises an OSError); with `create`, the folders missing are made."""
    fd = os.dup(root_fd)
    try:
        for name in names:
            if create:
                try:
                    os.mkdir(name, dir_fd=fd)
                except FileExistsError:
                    pass
            child = os.open(name, FOLDER, dir_fd=fd)
            os.close(fd)
            fd = child
    except BaseException:
        os.close(fd)
        raise
    return fd


def materialize(cas, root_digest, into):
    """Writes the input tree `root_digest` into the new folder `into`; returns the number of files.

    Every folder is made by the worker and reached from a descriptor of `into` without following a link, and a
    folder's names must be unique, so a link of the tree, whatever its target, is made and never written through."""
    os.makedirs(into)
    root_fd = os.open(into, FOLDER)
    try:
        levels, files = [(root_digest, ())], {}  # files: {the names of a folder: its FileNodes}
        while levels:
            directories = cas.read([d for d, _ in levels])
            next_levels = []
            for digest, names in levels:
                directory = re_pb2.Directory()
                directory.ParseFromString(directories[digest.hash])
                children = [checked(node.name) for nodes in (directory.files, directory.directories,
                                                              directory.symlinks) for node in nodes]
                if len(set(children)) != len(children):
                    raise ValueError(f"a name appears twice in the input folder {'/'.join(names) or '.'}")
                folder = open_folder(root_fd, names)
                try:
                    for node in directory.directories:
                        os.mkdir(node.name, dir_fd=folder)
                        next_levels.append((node.digest, names + (node.name,)))
                    for link in directory.symlinks:
                        os.symlink(link.target, link.name, dir_fd=folder)
                finally:
                    os.close(folder)
                if directory.files:
                    files[names] = list(directory.files)
            levels = next_levels
        nodes = [node for folder_nodes in files.values() for node in folder_nodes]
        cas.fetch_files({(f.digest.hash, f.is_executable): (f.digest, f.is_executable) for f in nodes}.values())
        for names, folder_nodes in files.items():
            folder = open_folder(root_fd, names)
            try:
                for node in folder_nodes:
                    os.link(cas.cached_path(node.digest, node.is_executable), node.name, dst_dir_fd=folder,
                            follow_symlinks=False)
            finally:
                os.close(folder)
        return len(nodes)
    finally:
        os.close(root_fd)


def make_output_folders(command, exec_root, owner):
    """Makes the folder of each of the command's outputs, owned by `owner` (a user id, or None to leave it): the
    action alone writes there. Runs before the action, never through a link: an output whose folder passes through
    a link (or a file) of the input tree is refused."""
    outputs = list(command.output_paths) or list(command.output_files) + list(command.output_directories)
    root_fd = os.open(exec_root, FOLDER)
    try:
        for relative in outputs:
            names = names_under(exec_root, os.path.join(command.working_directory, relative))
            if not names:
                raise ValueError(f"the output {relative!r} is the input root")
            try:
                folder = open_folder(root_fd, names[:-1], create=True)
            except OSError as error:
                raise ValueError(f"the folder of the output {relative!r} cannot be made without following a link "
                                 f"of the input tree: {error.strerror}") from error
            try:
                if owner is not None:
                    os.fchown(folder, owner, owner)
            finally:
                os.close(folder)
    finally:
        os.close(root_fd)


@contextlib.contextmanager
def effective_user(uid):
    """Runs the block as the effective user and group `uid` without other groups (when `uid` is not None), then
    returns to root. glibc applies it to every thread of the process; the real and saved user stay root."""
    if uid is None:
        yield
        return
    groups, gid = os.getgroups(), os.getegid()
    try:
        os.setgroups([])
        os.setegid(uid)
        os.seteuid(uid)
        yield
    finally:
        os.seteuid(0)
        os.setegid(gid)
        os.setgroups(groups)


def read_regular(folder, name):
    """(contents, executable) of `name` in the folder descriptor `folder` when it is a regular file, else None: a
    link is not followed, a FIFO is not waited on."""
    try:
        fd = os.open(name, FILE, dir_fd=folder)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.ENOENT):
            return None
        raise
    with os.fdopen(fd, "rb") as file:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            return None
        return file.read(), bool(mode & 0o111)


def read_outputs(command, exec_root, root_fd, result):
    """Adds the command's outputs that exist to `result`; returns their contents as {hash: bytes}. Every name is
    opened from `root_fd` (the folder `exec_root`) without following a link: an output path through a link, or a
    link itself, is no output; a link inside an output folder is sent as a link."""
    blobs = {}
    def add(data):
        digest = digest_of(data)
        blobs[digest.hash] = data
        return digest
    def directory_of(folder, tree):
        directory = re_pb2.Directory()
        for name in sorted(os.listdir(folder)):
            mode = os.stat(name, dir_fd=folder, follow_symlinks=False).st_mode
            if stat.S_ISDIR(mode):
                child = os.open(name, FOLDER, dir_fd=folder)
                try:
                    node = directory_of(child, tree)
                finally:
                    os.close(child)
                tree.children.append(node)
                directory.directories.add(name=name, digest=digest_of(node.SerializeToString()))
            elif stat.S_ISLNK(mode):
                directory.symlinks.add(name=name, target=os.readlink(name, dir_fd=folder))
            elif stat.S_ISREG(mode):
                found = read_regular(folder, name)
                if found:
                    directory.files.add(name=name, digest=add(found[0]), is_executable=found[1])
        return directory
    paths = list(command.output_paths) or list(command.output_files) + list(command.output_directories)
    for relative in paths:
        names = names_under(exec_root, os.path.join(command.working_directory, relative))
        if not names:
            continue
        try:
            folder = open_folder(root_fd, names[:-1])
        except OSError as error:
            if error.errno in (errno.ENOENT, errno.ENOTDIR, errno.ELOOP):
                continue  # a folder on the way is missing, a file or a link: no output there
            raise
        try:
            try:
                mode = os.stat(names[-1], dir_fd=folder, follow_symlinks=False).st_mode
            except FileNotFoundError:
                continue
            if stat.S_ISREG(mode):
                found = read_regular(folder, names[-1])
                if found:
                    result.output_files.add(path=relative, digest=add(found[0]), is_executable=found[1])
            elif stat.S_ISDIR(mode):
                tree = re_pb2.Tree()
                child = os.open(names[-1], FOLDER, dir_fd=folder)
                try:
                    tree.root.CopyFrom(directory_of(child, tree))
                finally:
                    os.close(child)
                result.output_directories.add(path=relative, tree_digest=add(tree.SerializeToString()))
        finally:
            os.close(folder)
    return blobs


def upload_outputs(cas, command, exec_root, result, as_nobody):
    """Adds the command's outputs that exist to `result` and uploads their contents, read as nobody when
    `as_nobody`."""
    root_fd = os.open(exec_root, FOLDER)  # as root: the folders above the root may be closed to nobody
    try:
        with effective_user(NOBODY if as_nobody else None):
            blobs = read_outputs(command, exec_root, root_fd, result)
    finally:
        os.close(root_fd)
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
    make_output_folders(command, exec_root, NOBODY if as_nobody else None)
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
        upload_outputs(cas, command, exec_root, result, as_nobody)
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
