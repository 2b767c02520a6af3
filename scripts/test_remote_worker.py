#!/usr/bin/env python3
"""Offline tests of scripts/remote-worker.py: the four ways out of its action root, tried on the worker's own code.

    python3 -m unittest scripts/test_remote_worker.py

Needs no gRPC and no BuildGrid: the modules the worker imports are stand-ins put in sys.modules before it is loaded,
its messages small objects with the fields the worker reads, and its CAS a dictionary served through the stand-in
stubs, so the worker's own CAS class, materialize and run_action run unchanged. An action is "run" by a stand-in for
unshare that skips the isolation and runs the command's argv on the host, in the action's root. The tests that need
two users (the worker chowns to nobody, the output upload drops to nobody) run as root and skip otherwise.
"""

import copy, hashlib, importlib.util, os, pickle, shutil, stat, sys, tempfile, time, types, unittest

WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "remote-worker.py")
OTHER_UID = 4321  # the owner of the host's folders and files the tests guard: neither root nor nobody


class Repeated(list):
    """A repeated field: a list whose add() appends a new message."""

    def __init__(self, kind, values=()):
        super().__init__(values)
        self.kind = kind

    def add(self, **values):
        item = self.kind(**values)
        self.append(item)
        return item


class Message:
    """A protobuf message of the fields FIELDS names: a default value, a Message class, or [type] when repeated."""

    FIELDS = {}

    def __init__(self, **values):
        for name, kind in self.FIELDS.items():
            if isinstance(kind, list):
                value = Repeated(kind[0])
            elif isinstance(kind, type) and issubclass(kind, Message):
                value = kind()
            else:
                value = kind
            setattr(self, name, value)
        for name, value in values.items():
            if name not in self.FIELDS:
                raise AttributeError(f"{type(self).__name__} has no field {name}")
            current = getattr(self, name)
            if isinstance(current, Repeated):
                current.extend(copy.deepcopy(list(value)))
            elif isinstance(current, Message):
                current.CopyFrom(value)
            else:
                setattr(self, name, value)

    def CopyFrom(self, other):
        self.__dict__.update(copy.deepcopy(other.__dict__))

    def SerializeToString(self):
        return pickle.dumps(self)

    def ParseFromString(self, data):
        value = pickle.loads(data)
        if type(value) is not type(self):
            raise ValueError(f"not a {type(self).__name__}")
        self.__dict__.update(value.__dict__)


class Timestamp(Message):
    FIELDS = {"seconds": 0, "nanos": 0}

    def GetCurrentTime(self):
        self.seconds = int(time.time())


class Duration(Message):
    FIELDS = {"seconds": 0, "nanos": 0}


class Digest(Message):
    FIELDS = {"hash": "", "size_bytes": 0}


class FileNode(Message):
    FIELDS = {"name": "", "digest": Digest, "is_executable": False}


class DirectoryNode(Message):
    FIELDS = {"name": "", "digest": Digest}


class SymlinkNode(Message):
    FIELDS = {"name": "", "target": ""}


class Directory(Message):
    FIELDS = {"files": [FileNode], "directories": [DirectoryNode], "symlinks": [SymlinkNode]}


class Tree(Message):
    FIELDS = {"root": Directory, "children": [Directory]}


class EnvironmentVariable(Message):
    FIELDS = {"name": "", "value": ""}


class Command(Message):
    FIELDS = {"arguments": [str], "environment_variables": [EnvironmentVariable], "output_files": [str],
              "output_directories": [str], "output_paths": [str], "working_directory": ""}


class Action(Message):
    FIELDS = {"command_digest": Digest, "input_root_digest": Digest, "timeout": Duration}


class OutputFile(Message):
    FIELDS = {"path": "", "digest": Digest, "is_executable": False}


class OutputDirectory(Message):
    FIELDS = {"path": "", "tree_digest": Digest}


class OutputSymlink(Message):
    FIELDS = {"path": "", "target": ""}


class ExecutedActionMetadata(Message):
    FIELDS = {"worker": "", **{name + "_timestamp": Timestamp for name in (
        "worker_start", "worker_completed", "input_fetch_start", "input_fetch_completed", "execution_start",
        "execution_completed", "output_upload_start", "output_upload_completed")}}


class ActionResult(Message):
    FIELDS = {"output_files": [OutputFile], "output_directories": [OutputDirectory],
              "output_symlinks": [OutputSymlink], "exit_code": 0, "stdout_digest": Digest,
              "stderr_digest": Digest, "execution_metadata": ExecutedActionMetadata}


class BatchReadBlobsRequest(Message):
    FIELDS = {"instance_name": "", "digests": [Digest]}


class BatchUpdateRequest(Message):
    FIELDS = {"digest": Digest, "data": b""}


class BatchUpdateBlobsRequest(Message):
    FIELDS = {"instance_name": "", "requests": [BatchUpdateRequest]}
    Request = BatchUpdateRequest


class FindMissingBlobsRequest(Message):
    FIELDS = {"instance_name": "", "blob_digests": [Digest]}


class ReadRequest(Message):
    FIELDS = {"resource_name": "", "read_offset": 0, "read_limit": 0}


class WriteRequest(Message):
    FIELDS = {"resource_name": "", "write_offset": 0, "data": b"", "finish_write": False}


def response(digest, data=b"", code=0):
    status = types.SimpleNamespace(code=code, message="" if code == 0 else "not found")
    return types.SimpleNamespace(digest=digest, data=data, status=status)


class Store:
    """The CAS, as the channel the worker's stubs are made from: blobs by hash, every hash asked for in `asked`."""

    def __init__(self):
        self.blobs, self.asked = {}, []

    def put(self, data):
        self.blobs[hashlib.sha256(data).hexdigest()] = data
        return Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))

    def put_message(self, message):
        return self.put(message.SerializeToString())

    def BatchReadBlobs(self, request):
        self.asked += [d.hash for d in request.digests]
        return types.SimpleNamespace(responses=[
            response(d, self.blobs[d.hash]) if d.hash in self.blobs else response(d, code=5)
            for d in request.digests])

    def Read(self, request):
        hash = request.resource_name.split("/blobs/", 1)[1].rsplit("/", 1)[0]
        self.asked.append(hash)
        data = self.blobs[hash]
        for offset in range(0, max(len(data), 1), 1024 * 1024):
            yield types.SimpleNamespace(data=data[offset:offset + 1024 * 1024])

    def FindMissingBlobs(self, request):
        return types.SimpleNamespace(missing_blob_digests=[
            d for d in request.blob_digests if d.hash not in self.blobs])

    def BatchUpdateBlobs(self, request):
        for r in request.requests:
            self.blobs[r.digest.hash] = r.data
        return types.SimpleNamespace(responses=[response(r.digest) for r in request.requests])

    def Write(self, requests):
        requests = list(requests)
        hash = requests[0].resource_name.split("/blobs/", 1)[1].rsplit("/", 1)[0]
        self.blobs[hash] = b"".join(r.data for r in requests)


def module(name, **attributes):
    value = types.ModuleType(name)
    value.__path__ = []
    value.__dict__.update(attributes)
    return value


def load_worker():
    """scripts/remote-worker.py as a module, its gRPC, protobuf and BuildGrid imports answered by the stand-ins."""
    messages = {cls.__name__: cls for cls in Message.__subclasses__()}
    prefix = "buildgrid._protos."
    modules = {
        "grpc": module("grpc"),
        "google.protobuf.timestamp_pb2": module("timestamp_pb2", Timestamp=Timestamp),
        prefix + "build.bazel.remote.execution.v2.remote_execution_pb2": module("remote_execution_pb2", **messages),
        prefix + "build.bazel.remote.execution.v2.remote_execution_pb2_grpc": module(
            "remote_execution_pb2_grpc", ContentAddressableStorageStub=lambda channel: channel),
        prefix + "google.bytestream.bytestream_pb2": module(
            "bytestream_pb2", ReadRequest=ReadRequest, WriteRequest=WriteRequest),
        prefix + "google.bytestream.bytestream_pb2_grpc": module(
            "bytestream_pb2_grpc", ByteStreamStub=lambda channel: channel),
        prefix + "google.devtools.remoteworkers.v1test2.bots_pb2": module("bots_pb2"),
        prefix + "google.devtools.remoteworkers.v1test2.bots_pb2_grpc": module("bots_pb2_grpc"),
        prefix + "google.devtools.remoteworkers.v1test2.worker_pb2": module("worker_pb2"),
    }
    saved = {}
    for name, value in modules.items():  # each package on the way a fresh module, whatever is installed
        parts = name.split(".")
        for end in range(1, len(parts) + 1):
            path = ".".join(parts[:end])
            if path not in saved:
                saved[path] = sys.modules.get(path)
                sys.modules[path] = modules.get(path) or module(path)
            if end > 1:
                setattr(sys.modules[".".join(parts[:end - 1])], parts[end - 1], sys.modules[path])
    try:
        spec = importlib.util.spec_from_file_location("remote_worker", WORKER)
        worker = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(worker)
    finally:  # the stand-ins leave sys.modules as they found it
        for path, value in saved.items():
            if value is None:
                sys.modules.pop(path, None)
            else:
                sys.modules[path] = value
    return worker


worker = load_worker()

# Stands in for `unshare OPTIONS… fake-chroot [--userspec=U:G] ROOT /bin/sh -c SCRIPT sh CWD ARGV…`: runs ARGV on
# the host in ROOT/CWD, as the test's own user (the worker's action would run as nobody, in a chroot).
FAKE_UNSHARE = """#!/bin/sh
while [ "$1" != fake-chroot ]; do shift; done
shift
case $1 in --userspec=*) shift ;; esac
root=$1
shift 5
cd -- "$root$1" && shift && exec "$@"
"""

def attempt(function, *arguments):
    try:
        return function(*arguments)
    except (ValueError, OSError) as error:
        return error


as_root = unittest.skipUnless(os.geteuid() == 0, "needs root: the worker changes users only as root")


class WorkerTestCase(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.mkdtemp(prefix="remote-worker-test-")
        self.addCleanup(shutil.rmtree, self.temporary, ignore_errors=True)
        self.work = os.path.join(self.temporary, "work")
        os.makedirs(self.work)
        # The host's files the action must not reach: a folder and a secret, owned by another user.
        self.outside = os.path.join(self.temporary, "outside")
        os.makedirs(self.outside)
        self.secret = os.path.join(self.outside, "secret")
        with open(self.secret, "wb") as file:
            file.write(b"the host's secret")
        if os.geteuid() == 0:
            os.chown(self.outside, OTHER_UID, OTHER_UID)
            os.chown(self.secret, OTHER_UID, OTHER_UID)
        self.outside_before = self.snapshot(self.outside)
        self.store = Store()
        self.cas = worker.CAS(self.store, "main", os.path.join(self.work, "cache"))
        unshare = os.path.join(self.temporary, "unshare")
        with open(unshare, "w") as file:
            file.write(FAKE_UNSHARE)
        os.chmod(unshare, 0o755)
        self.args = types.SimpleNamespace(name="worker-test", work=self.work, shell="/bin/sh", unshare=unshare,
                                          chroot="fake-chroot", timeout=60)

    @staticmethod
    def snapshot(folder):
        """Every path under `folder` (and the folder) with its owner, group, mode, link count and contents."""
        found = {}
        for path in [folder] + [os.path.join(parent, name) for parent, folders, names in os.walk(folder)
                                for name in folders + names]:
            status = os.lstat(path)
            data = None
            if stat.S_ISREG(status.st_mode):
                with open(path, "rb") as file:
                    data = file.read()
            found[os.path.relpath(path, folder)] = (status.st_uid, status.st_gid, status.st_mode, status.st_nlink,
                                                     data)
        return found

    def assertOutsideUntouched(self):
        self.assertEqual(self.snapshot(self.outside), self.outside_before,
                         "the worker changed the host's folder outside the action root")

    def tree(self, files=(), directories=(), symlinks=()):
        """The digest of a Directory put in the CAS: files as (name, bytes), directories as (name, digest)."""
        directory = Directory(
            files=[FileNode(name=name, digest=self.store.put(data)) for name, data in files],
            directories=[DirectoryNode(name=name, digest=digest) for name, digest in directories],
            symlinks=[SymlinkNode(name=name, target=target) for name, target in symlinks])
        return self.store.put_message(directory)

    def action(self, input_root, arguments=("/bin/true",), output_files=(), output_directories=(),
               working_directory=""):
        command = Command(arguments=list(arguments), output_files=list(output_files),
                          output_directories=list(output_directories), working_directory=working_directory,
                          environment_variables=[EnvironmentVariable(name="PATH", value="/usr/bin:/bin")])
        return Action(command_digest=self.store.put_message(command), input_root_digest=input_root)

    def run_action(self, action):
        """run_action's result, or the error it refused the action with."""
        return attempt(worker.run_action, self.cas, action, self.args, None)

    def materialize(self, root):
        """materialize's file count, or the error it refused the tree with (the root, `exec_root`, is left)."""
        self.exec_root = os.path.join(self.work, "root", "exec")
        return attempt(worker.materialize, self.cas, root, self.exec_root)


class TestInputLinksAreNotChowned(WorkerTestCase):
    """Escape (a): the worker chowns every output's folder to nobody, following a link of the input tree."""

    @as_root
    def test_output_folder_through_an_input_link(self):
        # The input tree links `out` and `deep` to the host's folder; the outputs are out/x and deep/new/y.
        root = self.tree(symlinks=[("out", self.outside), ("deep", self.outside)])
        result = self.run_action(self.action(root, output_files=["out/x", "deep/new/y"]))
        self.assertOutsideUntouched()
        self.assertIsInstance(result, ValueError)

    @as_root
    def test_working_directory_is_an_input_link(self):
        root = self.tree(symlinks=[("w", self.outside)])
        result = self.run_action(self.action(root, output_files=["x"], working_directory="w"))
        self.assertOutsideUntouched()
        self.assertIsInstance(result, ValueError)


class TestUploadFollowsNoLink(WorkerTestCase):
    """Escape (b): the output upload follows links the action made, reading the host's files as root."""

    def assertNotUploaded(self, data, message):
        self.assertFalse(any(data in blob for blob in self.store.blobs.values()), message)

    def test_links_made_by_the_action(self):
        script = f"""umask 022
mkdir -p d a/b && ln -s {self.secret} d/secret && ln -s {self.outside} d/folder
rmdir a/b && ln -s {self.outside} a/b
ln -s {self.outside} e
echo ok >d/own
"""
        action = self.action(self.tree(), arguments=["/bin/sh", "-c", script],
                             output_files=["a/secret", "a/b/secret"], output_directories=["d", "e"])
        result = self.run_action(action)
        self.assertNotIsInstance(result, Exception, "the worker refused an action whose outputs hold links")
        self.assertNotUploaded(b"the host's secret", "a file outside the action root was uploaded")
        self.assertEqual([f.path for f in result.output_files], [], "an output file was read through a link")
        self.assertEqual([d.path for d in result.output_directories], ["d"])
        tree = Tree()
        tree.ParseFromString(self.store.blobs[result.output_directories[0].tree_digest.hash])
        self.assertEqual([f.name for f in tree.root.files], ["own"])
        self.assertEqual([d.name for d in tree.root.directories], [], "a linked folder was walked")
        self.assertEqual([(l.name, l.target) for l in tree.root.symlinks],
                         [("folder", self.outside), ("secret", self.secret)], "the links are not sent as links")
        self.assertOutsideUntouched()

    @as_root
    def test_outputs_are_read_as_nobody(self):
        # A file in the output folder that nobody may not read (root's, mode 600) stays on the worker.
        script = "umask 022; mkdir d && echo private >d/private && chmod 600 d/private && echo ok >d/own"
        action = self.action(self.tree(), arguments=["/bin/sh", "-c", script], output_directories=["d"])
        self.run_action(action)
        self.assertNotUploaded(b"private\n", "the upload read a file only root may read")


class TestLinkAndFolderOfOneName(WorkerTestCase):
    """Escape (c): an input tree holding a link and a folder of one name makes the worker write through the link."""

    def test_link_then_folder(self):
        inner = self.tree(files=[("planted", b"written through the link")])
        root = self.tree(directories=[("d", inner)], symlinks=[("d", self.outside)])
        result = self.materialize(root)
        self.assertOutsideUntouched()
        self.assertIsInstance(result, ValueError)

    def test_link_then_folder_in_run_action(self):
        inner = self.tree(files=[("planted", b"written through the link")],
                          directories=[("sub", self.tree(files=[("deeper", b"x")]))])
        root = self.tree(directories=[("d", inner)], symlinks=[("d", self.outside)])
        result = self.run_action(self.action(root))
        self.assertOutsideUntouched()
        self.assertIsInstance(result, ValueError)

    def test_file_and_folder_of_one_name(self):
        root = self.tree(files=[("d", b"a file")], directories=[("d", self.tree(files=[("f", b"x")]))])
        self.assertIsInstance(self.materialize(root), ValueError)


class TestDigestsAreChecked(WorkerTestCase):
    """Escape (d): digests are used unchecked, so a hash like ../.. names a path outside the cache."""

    def test_malformed_hashes_are_refused_before_use(self):
        good = hashlib.sha256(b"x").hexdigest()
        for hash, size in (("../..", 0), ("../../outside/secret", 17), ("", 0), (good.upper(), 1), (good[:-1], 1),
                           ("g" * 64, 1), (good + "/..", 1), (good, -1)):
            with self.subTest(hash=hash, size=size):
                self.store.asked.clear()
                with self.assertRaises(ValueError):
                    self.cas.read([Digest(hash=hash, size_bytes=size)])
                self.assertEqual(self.store.asked, [], "the malformed digest was sent to the CAS")
                with self.assertRaises(ValueError):
                    self.cas.cached_path(Digest(hash=hash, size_bytes=size), False)

    def test_hash_naming_a_host_file_is_not_linked_in(self):
        # cache/../../outside/secret is the host's secret: the old worker took it for a cached blob.
        digest = Digest(hash="../../outside/secret", size_bytes=17)
        root = self.store.put_message(Directory(files=[FileNode(name="f", digest=digest)]))
        result = self.materialize(root)
        self.assertFalse(os.path.lexists(os.path.join(self.exec_root, "f")), "a host file was linked into the root")
        self.assertOutsideUntouched()
        self.assertIsInstance(result, ValueError)

    def test_hash_naming_a_host_path_is_not_written(self):
        digest = Digest(hash="../../outside/planted", size_bytes=7)
        self.store.blobs[digest.hash] = b"planted"
        root = self.store.put_message(Directory(files=[FileNode(name="f", digest=digest, is_executable=True)]))
        result = self.materialize(root)
        self.assertEqual([name for name in os.listdir(self.outside) if name != "secret"], [],
                         "the worker wrote outside its cache")
        self.assertOutsideUntouched()
        self.assertIsInstance(result, ValueError)

    def test_content_must_match_its_hash(self):
        expected = b"the content the hash names"
        digest = Digest(hash=hashlib.sha256(expected).hexdigest(), size_bytes=len(expected))
        self.store.blobs[digest.hash] = b"other content of any size"  # what a broken or hostile CAS sends
        root = self.store.put_message(Directory(files=[FileNode(name="f", digest=digest)]))
        result = self.materialize(root)
        self.assertFalse(os.path.lexists(os.path.join(self.work, "cache", digest.hash)),
                         "content that does not match its hash was cached")
        self.assertFalse(os.path.lexists(os.path.join(self.exec_root, "f")), "it was put in the input tree")
        self.assertIsInstance(result, ValueError)

    def test_a_large_blob_must_match_its_hash(self):
        # Blobs larger than a batch come through ByteStream.Read, checked the same way.
        expected = b"a" * (worker.BATCH_BYTES + 1)
        digest = Digest(hash=hashlib.sha256(expected).hexdigest(), size_bytes=len(expected))
        self.store.blobs[digest.hash] = b"b" * len(expected)
        with self.assertRaises(ValueError):
            self.cas.read([digest])

    def test_size_must_match(self):
        data = b"twelve bytes"
        digest = Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data) + 1)
        self.store.blobs[digest.hash] = data
        with self.assertRaises(ValueError):
            self.cas.read([digest])

    def test_a_message_that_does_not_match_its_hash(self):
        command = Command(arguments=["/bin/true"])
        digest = self.store.put_message(command)
        self.store.blobs[digest.hash] = Command(arguments=["/bin/false"]).SerializeToString()
        with self.assertRaises(ValueError):
            self.cas.message(digest, Command)


class TestOrdinaryActions(WorkerTestCase):
    """What the worker must still do: build the input tree, keep its links, run, upload outputs."""

    def test_inputs_links_and_outputs(self):
        inner = self.tree(files=[("data", b"input data")])
        root = self.tree(files=[("tool", b"#!/bin/sh\n")], directories=[("in", inner)],
                         symlinks=[("alias", "in/data")])
        script = "umask 022; mkdir -p out/tree/sub && cat in/data >out/file && echo leaf >out/tree/sub/leaf && " \
                 "ln -s leaf out/tree/sub/link"
        action = self.action(root, arguments=["/bin/sh", "-c", script], working_directory="",
                             output_files=["out/file"], output_directories=["out/tree"])
        result = self.run_action(action)
        self.assertNotIsInstance(result, Exception)
        self.assertEqual(result.exit_code, 0)
        self.assertEqual([(f.path, self.store.blobs[f.digest.hash]) for f in result.output_files],
                         [("out/file", b"input data")])
        tree = Tree()
        tree.ParseFromString(self.store.blobs[result.output_directories[0].tree_digest.hash])
        self.assertEqual([d.name for d in tree.root.directories], ["sub"])
        sub = tree.children[0]
        self.assertEqual([(f.name, self.store.blobs[f.digest.hash]) for f in sub.files], [("leaf", b"leaf\n")])
        self.assertEqual([(l.name, l.target) for l in sub.symlinks], [("link", "leaf")],
                         "a link in an output folder is not kept as a link")
        self.assertFalse(os.path.exists(os.path.join(self.work, "root")), "the action root was left behind")

    def test_input_tree(self):
        inner = self.tree(files=[("data", b"input data")])
        root = self.tree(files=[("tool", b"#!/bin/sh\n")], directories=[("in", inner), ("empty", self.tree())],
                         symlinks=[("alias", "in/data")])
        self.assertEqual(self.materialize(root), 2)
        with open(os.path.join(self.exec_root, "in", "data"), "rb") as file:
            self.assertEqual(file.read(), b"input data")
        self.assertEqual(os.readlink(os.path.join(self.exec_root, "alias")), "in/data")
        self.assertTrue(os.path.isdir(os.path.join(self.exec_root, "empty")))


if __name__ == "__main__":
    unittest.main()
