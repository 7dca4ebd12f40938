"""A class on one JupyterHub: N simulated learners start their servers and run cells in lockstep.

Starts ``cardlearn hub`` (``--demo`` login, IPC kernels, the class's AI level) on
127.0.0.1 with free ports, creates N learners through the REST API with a
service account's token, starts all their servers at once, opens the first
lesson in each (a kernel session) and, over each kernel's websocket, runs the
lesson's import cells and then a whole bridge deal with AI at all four seats,
every learner at the same moment. Prints spawn p50/max, memory per learner
(PSS and RSS of the learner's server and kernel) and the import and deal cells'
p50/p95. Loopback only, bounded in time (``--timeout`` per class size);
everything it starts is stopped by PID.
Run: ``python bench/hub_load.py --learners 1 10 30 --ai heuristic``.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from cardlearn.classroom.hub import HubSettings, find_proxy, write_hub

SERVICE = "cardlearn-bench"
SCOPES = ["admin:users", "admin:servers", "access:servers", "list:users", "read:users"]
LESSON = "01-bridge-table.ipynb"

DEAL_CELL = """
from cardlearn.engine.bridge import Deal, Game
from cardlearn.widgets.players import AIBridgePlayer
from collections import Counter as _Counter
from cardlearn.ai.bridge import play as _play
_methods = _Counter()  # how each card was chosen (double_dummy, heuristic, forced): counted, not changed
_decide = _play.BridgePlayer.decide
def _counted(self, view, _decide=_decide):
    decision = _decide(self, view)
    _methods[decision.method] += 1
    return decision
_play.BridgePlayer.decide = _counted
_player = AIBridgePlayer()  # reads CARDLEARN_AI, like the tables
game = Game(Deal.random(seed={seed}), dealer="N")
while game.phase == "auction":
    game.call(_player.choose_call(game, game.to_act), game.to_act)
if game.contract is None:  # passed out: play 3NT by South so every learner plays a deal
    game = Game(game.deal, dealer="S")
    for _call in ("3NT", "P", "P", "P"):
        game.call(_call)
_learner = {learner!r}  # a seat the learner plays (first legal card, no thinking), or None: AI at all four
while not game.is_over:
    _seat = game.controller
    # game.controller is the seat that chooses: the declarer also for the dummy's cards.
    game.play(game.legal_cards()[0] if _seat == _learner else _player.choose_card(game, _seat), _seat)
print(_player.level, game.contract, game.declarer_tricks)
print("methods", " ".join(f"{{k}}={{v}}" for k, v in sorted(_methods.items())))
"""


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def import_cell(lang: str) -> str:
    """The code cells of the lesson before its first markdown heading after the title (its imports)."""
    from importlib.resources import files

    notebook = json.loads(files("cardlearn.lessons").joinpath(lang, LESSON).read_text(encoding="utf-8"))
    code = []
    for cell in notebook["cells"][1:]:
        if cell["cell_type"] != "code":
            break
        code.append("".join(cell["source"]))
    return "\n".join(code)


# --- processes, by PID -----------------------------------------------------------------------

def _stat(pid: int) -> tuple[int, int] | None:
    """(parent PID, start time) of ``pid`` from /proc, or None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    return int(fields[1]), int(fields[19])


def descendants(root: int) -> dict[int, int]:
    """Every living descendant of ``root``: PID -> start time (to never signal a reused PID)."""
    children: dict[int, list[int]] = {}
    starts: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            info = _stat(int(entry.name))
            if info:
                children.setdefault(info[0], []).append(int(entry.name))
                starts[int(entry.name)] = info[1]
    found: dict[int, int] = {}
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found and child in starts:
                found[child] = starts[child]
                todo.append(child)
    return found


def memory_kib(pid: int) -> tuple[int, int]:
    """(PSS, RSS) in KiB of ``pid`` (0, 0 when it is gone)."""
    pss = rss = 0
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                pss = int(line.split()[1])
            elif line.startswith("Rss:"):
                rss = int(line.split()[1])
    except OSError:
        pass
    return pss, rss


def learner_pids(hub_pid: int) -> dict[str, list[int]]:
    """Learner name -> PIDs of their server and its kernels (the hub's children with JUPYTERHUB_USER)."""
    found: dict[str, list[int]] = {}
    for pid in descendants(hub_pid):
        try:
            environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        except OSError:
            continue
        users = [item[len(b"JUPYTERHUB_USER="):].decode() for item in environ
                 if item.startswith(b"JUPYTERHUB_USER=")]
        if users and _stat(pid) and _stat(pid)[0] == hub_pid:  # type: ignore[index]
            found[users[0]] = [pid, *descendants(pid)]
    return found


def stop_tree(pid: int, known: dict[int, int], grace: float = 60.0) -> list[int]:
    """SIGTERM ``pid`` (the hub stops its servers and proxy), wait, then SIGKILL whatever of
    ``known`` is left; returns the PIDs that had to be killed.

    ``grace`` is only the longest wait: the loops end as soon as the processes are gone. It is
    generous because on a machine busy with other work a server or kernel shutting down took
    more than 20 s (a stressed test run, where the hub's clean stop was then reported as a kill).
    """
    known = {**known, **descendants(pid)}
    start = _stat(pid)
    if start:
        known[pid] = start[1]
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and _alive(pid, known.get(pid, None)):
        time.sleep(0.2)
    # The servers and kernels the hub stopped may still be shutting down: give them the same grace.
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and any(_alive(other, started) for other, started in known.items()):
        time.sleep(0.2)
    killed = []
    for other, started in known.items():
        if _alive(other, started):
            try:
                os.kill(other, signal.SIGKILL)
                killed.append(other)
            except ProcessLookupError:
                pass
    return killed


def _alive(pid: int, started: int | None) -> bool:
    info = _stat(pid)
    if info is None or (started is not None and info[1] != started):
        return False
    try:  # a zombie is not running
        return Path(f"/proc/{pid}/status").read_text().split("State:")[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


# --- one learner -----------------------------------------------------------------------------

@dataclass
class Learner:
    """What one simulated learner measured."""

    name: str
    spawn: float | None = None
    cells: dict[str, float] = field(default_factory=dict)
    outputs: dict[str, str] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    pss_kib: int = 0
    rss_kib: int = 0
    retries: int = 0  # times opening the lesson met a route not yet there


class Kernel:
    """A kernel of a learner's server, driven over its websocket like JupyterLab does."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.session = uuid.uuid4().hex

    async def execute(self, code: str) -> tuple[str, str]:
        """Run ``code``; returns (status, text output or the error)."""
        msg_id = uuid.uuid4().hex
        await self.connection.write_message(json.dumps({
            "header": {"msg_id": msg_id, "msg_type": "execute_request", "username": "bench",
                       "session": self.session, "date": "", "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell",
            "content": {"code": code, "silent": False, "store_history": True, "user_expressions": {},
                        "allow_stdin": False, "stop_on_error": True}}))
        output: list[str] = []
        status = None
        idle = False
        while status is None or not idle:
            raw = await self.connection.read_message()
            if raw is None:
                return "closed", "the kernel's websocket closed"
            message = json.loads(raw)
            if message.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = message["header"]["msg_type"]
            if kind == "stream":
                output.append(message["content"]["text"])
            elif kind == "error":
                output.append(f"{message['content']['ename']}: {message['content']['evalue']}")
            elif kind == "execute_reply":
                status = message["content"]["status"]
            elif kind == "status" and message["content"]["execution_state"] == "idle":
                idle = True
        return status, "".join(output).strip()


class Class:
    """N learners on one hub, reached through its proxy on 127.0.0.1."""

    def __init__(self, port: int, token: str, lang: str) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.headers = {"Authorization": f"token {token}"}
        self.lang = lang
        self.http = AsyncHTTPClient(force_instance=True, max_clients=100)

    async def api(self, method: str, path: str, body: Any = None, timeout: float = 120) -> Any:
        """Call the REST API (the hub's or a learner server's) and decode its JSON answer."""
        request = HTTPRequest(self.base + path, method=method, headers=self.headers,
                              body=None if body is None else json.dumps(body),
                              allow_nonstandard_methods=True, request_timeout=timeout)
        response = await self.http.fetch(request)
        return json.loads(response.body) if response.body else None

    async def wait_for_hub(self, deadline: float) -> None:
        """Wait until the hub's API answers."""
        while True:
            try:
                await self.api("GET", "/hub/api/", timeout=5)
                return
            except (OSError, HTTPClientError):
                if time.monotonic() > deadline:
                    raise TimeoutError("the hub did not start") from None
                await asyncio.sleep(0.3)

    async def spawn(self, learner: Learner, deadline: float) -> None:
        """Start a learner's server and wait until it is ready."""
        start = time.monotonic()
        await self.api("POST", f"/hub/api/users/{learner.name}/server", {})
        while True:
            user = await self.api("GET", f"/hub/api/users/{learner.name}")
            server = user.get("servers", {}).get("")
            if server and server.get("ready"):
                learner.spawn = time.monotonic() - start
                return
            if not server and not user.get("pending") and time.monotonic() - start > 5:
                raise RuntimeError("the server stopped while starting")
            if time.monotonic() > deadline:
                raise TimeoutError("the server did not become ready")
            await asyncio.sleep(0.5)

    async def open_lesson(self, learner: Learner) -> Kernel:
        """Open the first lesson as JupyterLab does: a notebook session, then the kernel's websocket."""
        path = f"lessons-{self.lang}/{LESSON}"
        base = f"/user/{learner.name}"
        contents = await self.api("GET", f"{base}/api/contents/{path}?content=0")
        if contents["type"] != "notebook":
            raise RuntimeError(f"{path} is not a notebook")
        session = await self.api("POST", f"{base}/api/sessions", {
            "path": path, "name": LESSON, "type": "notebook", "kernel": {"name": "python3"}})
        url = f"ws://127.0.0.1:{self.base.rsplit(':', 1)[1]}{base}/api/kernels/{session['kernel']['id']}/channels"
        connection = await websocket_connect(HTTPRequest(url, headers=self.headers, request_timeout=120),
                                             max_message_size=64 * 2**20)
        return Kernel(connection)


@dataclass
class Result:
    """One class size's figures."""

    learners: list[Learner]
    ai: str
    wall: float
    killed: list[int]
    transport: str = ""
    failure: str = ""
    learner_seat: str | None = None

    def ok(self) -> bool:
        """Every learner started and every cell succeeded."""
        return not self.failure and all(
            learner.spawn is not None and not learner.errors and len(learner.cells) == 2
            for learner in self.learners)

    def lines(self) -> list[str]:
        """The report printed for this class size."""
        n = len(self.learners)
        spawns = [x.spawn for x in self.learners if x.spawn is not None]
        seats = f"learner plays {self.learner_seat}" if self.learner_seat else "AI at all four seats"
        out = [(f"N={n} learners, AI {self.ai} ({seats}): "
                f"{'every cell succeeded' if self.ok() else 'FAILURES'} ({self.wall:.0f} s in all)")]
        if spawns:
            out.append(f"  spawn: p50 {statistics.median(spawns):.1f} s, max {max(spawns):.1f} s"
                       f" ({len(spawns)}/{n} ready)")
        pss = [x.pss_kib / 1024 for x in self.learners if x.pss_kib]
        rss = [x.rss_kib / 1024 for x in self.learners if x.rss_kib]
        if pss:
            out.append(f"  memory per learner after the deal (server + kernel): PSS min {min(pss):.0f} / "
                       f"mean {statistics.mean(pss):.0f} / max {max(pss):.0f} MB; RSS min {min(rss):.0f} / "
                       f"mean {statistics.mean(rss):.0f} / max {max(rss):.0f} MB")
        retries = sum(x.retries for x in self.learners)
        if retries:
            out.append(f"  opening the lesson was retried {retries} times (proxy route not there yet)")
        for cell in ("import", "deal"):
            times = [x.cells[cell] for x in self.learners if cell in x.cells]
            if times:
                out.append(f"  {cell} cell: p50 {statistics.median(times):.2f} s, "
                           f"p95 {percentile(times, 0.95):.2f} s, max {max(times):.2f} s ({len(times)}/{n} ok)")
        levels = sorted({x.outputs.get("deal", "").split(" ")[0] for x in self.learners if x.outputs.get("deal")})
        if levels:
            out.append(f"  AI level seen by the kernels: {', '.join(levels)}; kernel transport: {self.transport}")
        methods: dict[str, int] = {}
        for learner in self.learners:
            for line in learner.outputs.get("deal", "").splitlines():
                if line.startswith("methods "):
                    for item in line.split()[1:]:
                        name, count = item.split("=")
                        methods[name] = methods.get(name, 0) + int(count)
        if methods:
            out.append("  cards chosen, all learners: " + ", ".join(f"{k} {v}" for k, v in sorted(methods.items())))
        for learner in self.learners:
            for error in learner.errors:
                out.append(f"  {learner.name}: {error}")
        if self.failure:
            out.append(f"  FAILURE: {self.failure}")
        if self.killed:
            out.append(f"  had to SIGKILL {len(self.killed)} leftover processes: {self.killed}")
        return out


async def _run_class(hub_pid: int, klass: Class, learners: list[Learner], lang: str,
                     deadline: float, transport: list[str], learner_seat: str | None) -> None:
    await klass.wait_for_hub(deadline)
    await klass.api("POST", "/hub/api/users", {"usernames": [x.name for x in learners]})

    async def spawn(learner: Learner) -> None:
        try:
            await klass.spawn(learner, deadline)
        except Exception as error:  # noqa: BLE001 - one learner's failure is a figure, not a crash
            learner.errors.append(f"spawn: {error!r}")

    await asyncio.gather(*(spawn(x) for x in learners))
    ready = [x for x in learners if x.spawn is not None]
    kernels: dict[str, Kernel] = {}

    async def open_lesson(learner: Learner) -> None:
        # Under load the proxy's route can lag the hub's "ready" by a moment (a 404 or 503 from
        # the proxy): retry for up to 30 s as a browser's reload would, and count the retries.
        for attempt in range(31):
            try:
                kernels[learner.name] = await klass.open_lesson(learner)
                return
            except HTTPClientError as error:
                if error.code not in (404, 503) or attempt == 30:
                    learner.errors.append(f"open lesson: {error!r}")
                    return
                learner.retries += 1
                await asyncio.sleep(1)
            except Exception as error:  # noqa: BLE001
                learner.errors.append(f"open lesson: {error!r}")
                return

    await asyncio.gather(*(open_lesson(x) for x in ready))

    async def run(learner: Learner, cell: str, code: str) -> None:
        if learner.name not in kernels or learner.errors:
            return
        start = time.monotonic()
        try:
            status, text = await asyncio.wait_for(kernels[learner.name].execute(code),
                                                  max(1.0, deadline - time.monotonic()))
        except Exception as error:  # noqa: BLE001
            learner.errors.append(f"{cell} cell: {error!r}")
            return
        if status != "ok":
            learner.errors.append(f"{cell} cell: {status}: {text[-300:]}")
            return
        learner.cells[cell] = time.monotonic() - start
        learner.outputs[cell] = text

    code_import = import_cell(lang) + (
        "\nimport json as _json, ipykernel.connect as _ic\n"
        "print(_json.loads(open(_ic.get_connection_file()).read())['transport'])")
    await asyncio.gather(*(run(x, "import", code_import) for x in ready))  # everyone at once
    transport[:] = sorted({x.outputs.get("import", "").splitlines()[-1] for x in ready if x.outputs.get("import")})
    await asyncio.gather(*(run(x, "deal", DEAL_CELL.format(seed=i + 1, learner=learner_seat)) for i, x in enumerate(ready)))
    for name, pids in learner_pids(hub_pid).items():
        for learner in learners:
            if learner.name == name:
                for pid in pids:
                    pss, rss = memory_kib(pid)
                    learner.pss_kib += pss
                    learner.rss_kib += rss
    for kernel in kernels.values():
        kernel.connection.close()


def run_in_own_loop(coroutine: Any) -> None:
    """Run ``coroutine()`` to the end in a thread with its own event loop (the caller may be inside
    one already, e.g. a test process that drives a browser); re-raises its exception."""
    errors: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(coroutine())
        except BaseException as error:  # noqa: BLE001 - handed to the caller
            errors.append(error)

    thread = threading.Thread(target=target, name="hub-load")
    thread.start()
    thread.join()
    if errors:
        raise errors[0]


def run_class(n: int, ai: str | None, lang: str = "th", timeout: float = 300,
              workdir: str | None = None, keep: bool = False, learner_seat: str | None = None) -> Result:
    """Start a hub, run ``n`` learners through it, stop everything; returns the figures."""
    root = Path(workdir or tempfile.mkdtemp(prefix="hub", dir="/tmp"))  # short: IPC socket paths
    token = secrets.token_hex(24)
    port = free_port()
    settings = HubSettings(lang=lang, dir=str(root), ip="127.0.0.1", port=port, hub_port=free_port(),
                           proxy_api_port=free_port(), auth="demo", ai=ai, idle_timeout=24 * 3600,
                           start_timeout=int(timeout), proxy=find_proxy(),
                           services=[{"name": SERVICE, "api_token": token, "scopes": SCOPES}])
    config = write_hub(settings)
    learners = [Learner(f"learner{i:02d}") for i in range(1, n + 1)]
    log = (root / "hub.log").open("wb")
    started = time.monotonic()
    hub = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=root,
                           stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    known: dict[int, int] = {}
    failure = ""
    transport: list[str] = []

    async def main() -> None:
        klass = Class(port, token, lang)

        async def watch() -> None:  # remember every process the hub starts, to stop them by PID
            while True:
                known.update(descendants(hub.pid))
                await asyncio.sleep(1)

        watcher = asyncio.ensure_future(watch())
        try:
            await asyncio.wait_for(_run_class(hub.pid, klass, learners, lang, started + timeout, transport,
                                              learner_seat), timeout)
        finally:
            watcher.cancel()
            klass.http.close()

    try:
        run_in_own_loop(main)
    except Exception as error:  # noqa: BLE001 - reported with the figures
        failure = repr(error)
    finally:
        killed = stop_tree(hub.pid, known)
        hub.wait(timeout=30)
        log.close()
        if not keep and workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    return Result(learners, ai or "default", time.monotonic() - started, killed,
                  transport=", ".join(transport), failure=failure, learner_seat=learner_seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, nargs="+", default=[1, 10, 30])
    parser.add_argument("--ai", choices=("heuristic", "budget", "full"), default="heuristic")
    parser.add_argument("--lang", default="th")
    parser.add_argument("--timeout", type=float, default=300, help="seconds allowed per class size")
    parser.add_argument("--keep", action="store_true", help="keep the hub folder (logs) in /tmp")
    parser.add_argument("--learner-plays-south", action="store_true",
                        help="South's cards (and the dummy's when South declares) come from the learner, "
                             "as at a lesson's table; default: the AI plays all four seats")
    args = parser.parse_args()
    failed = False
    for n in args.learners:
        result = run_class(n, args.ai, args.lang, args.timeout, keep=args.keep,
                           learner_seat="S" if args.learner_plays_south else None)
        print("\n".join(result.lines()), flush=True)
        failed = failed or not result.ok()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
