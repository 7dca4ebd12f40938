"""``cardlearn hub``: the JupyterHub configuration for a class, and a real hub with three learners."""
from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import tempfile
import types
from pathlib import Path

import pytest

from cardlearn import cli
from cardlearn.classroom import ClassroomError
from cardlearn.classroom.hub import (
    SOCKET_NAME_LENGTH,
    SOCKET_PATH_MAX,
    HubSettings,
    copy_missing_lessons,
    make_pre_spawn_hook,
    runtime_dir,
    write_hub,
)

ROOT = Path(__file__).resolve().parents[1]
jupyterhub = pytest.importorskip("jupyterhub", reason="pip install 'cardlearn[hub]' (tools/run-tests.sh does)")


def load_config(settings: HubSettings) -> tuple[object, HubSettings]:
    """Write the hub folder and run its jupyterhub_config.py the way JupyterHub does."""
    from traitlets.config.loader import PyFileConfigLoader

    config_file = write_hub(settings)
    c = PyFileConfigLoader(config_file.name, str(config_file.parent)).load_config()
    return c, HubSettings.load(settings.root / "settings.json")


def test_config_for_a_class(tmp_path: Path) -> None:
    settings = HubSettings(lang="th", dir=str(tmp_path / "hub"), ai="budget", proxy=sys.executable)
    c, saved = load_config(settings)
    assert saved == settings
    assert c.JupyterHub.bind_url == "http://127.0.0.1:8000"  # loopback unless told
    assert c.JupyterHub.hub_bind_url.startswith("http://127.0.0.1:")
    assert c.JupyterHub.authenticator_class == "native"  # not Dummy without --demo
    assert c.NativeAuthenticator.open_signup is False
    assert c.Authenticator.admin_users == {"teacher"}
    assert c.Spawner.default_url == "/lab/tree/lessons-th"
    assert c.Spawner.environment["CARDLEARN_AI"] == "budget"
    assert c.Spawner.mem_limit == "512M" and c.Spawner.cpu_limit == 1.0
    culler = [s for s in c.JupyterHub.services if s["name"] == "idle-culler"]
    assert culler and "jupyterhub_idle_culler" in culler[0]["command"]
    assert any(role["services"] == ["idle-culler"] and "delete:servers" in role["scopes"]
               for role in c.JupyterHub.load_roles)
    # Every learner's server reads the class's Jupyter config: IPC kernels, no news, no update check.
    config_path = Path(c.Spawner.environment["JUPYTER_CONFIG_PATH"])
    server = json.loads((config_path / "jupyter_server_config.json").read_text())
    assert server["KernelManager"]["transport"] == "ipc"
    assert server["LabApp"]["news_url"] is None
    page = json.loads((config_path / "labconfig" / "page_config.json").read_text())
    assert page["disabledExtensions"]["@jupyterlab/apputils-extension:announcements"] is True


def test_demo_tls_and_network_settings(tmp_path: Path) -> None:
    cert, key = tmp_path / "hub.pem", tmp_path / "hub.key"
    cert.write_text("certificate", encoding="utf-8")
    key.write_text("key", encoding="utf-8")
    settings = HubSettings(lang="ko", dir=str(tmp_path / "hub"), auth="demo", ip="0.0.0.0", port=443,
                           ssl_cert=str(cert), ssl_key=str(key), proxy=sys.executable)
    c, _ = load_config(settings)
    assert c.JupyterHub.authenticator_class == "dummy"
    assert c.JupyterHub.bind_url == "https://0.0.0.0:443"
    assert c.JupyterHub.ssl_cert == str(cert)
    assert "CARDLEARN_AI" not in c.Spawner.environment


@pytest.mark.parametrize(("change", "key"), [({"auth": "ldap"}, "classroom.hub.bad_auth"),
                                             ({"ai": "strong"}, "classroom.hub.bad_ai"),
                                             ({"ssl_cert": "/x.pem"}, "classroom.hub.ssl_pair")])
def test_bad_settings_are_refused_and_write_nothing(tmp_path: Path, change: dict, key: str) -> None:
    settings = HubSettings(dir=str(tmp_path / "hub"), **change)
    with pytest.raises(ClassroomError) as raised:
        write_hub(settings)
    assert raised.value.key == key
    assert raised.value.localized("th") != raised.value.localized("en")
    assert not (tmp_path / "hub").exists()


def test_missing_proxy_says_how_to_install_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    code = cli.main(["hub", "serve", "--lang", "da", "--dir", str(tmp_path / "hub"), "--demo"])
    err = capsys.readouterr().err
    assert code == 1
    assert "npm install -g configurable-http-proxy" in err and "er ikke installeret" in err
    assert not (tmp_path / "hub").exists()


def test_lessons_copied_on_first_start_and_edits_kept(tmp_path: Path) -> None:
    settings = HubSettings(lang="tr", dir=str(tmp_path / "hub"))
    home = tmp_path / "homes" / "ayse"
    spawner = types.SimpleNamespace(home_dir=str(home), user=types.SimpleNamespace(name="ayse"),
                                    log=types.SimpleNamespace(info=lambda *a: None))
    hook = make_pre_spawn_hook(settings)
    hook(spawner)
    lessons = home / "lessons-tr"
    notebooks = sorted(p.name for p in lessons.glob("*.ipynb"))
    shipped = sorted(p.name for p in (Path(__file__).resolve().parents[1] / "lessons" / "tr").glob("*.ipynb"))
    assert notebooks == shipped and notebooks[0] == "01-bridge-table.ipynb"
    assert (lessons / "deals" / "practice-hands.pbn").is_file()
    assert len(list((lessons / "exercises").glob("*.toml"))) >= 10
    # The learner edits one lesson and deletes another: the next start keeps the edit and restores.
    edited = lessons / "08-bridge-openings.ipynb"
    edited.write_text("my notes", encoding="utf-8")
    (lessons / "12-bridge-scoring.ipynb").unlink()
    assert copy_missing_lessons("tr", lessons) == ["12-bridge-scoring.ipynb"]
    hook(spawner)
    assert edited.read_text(encoding="utf-8") == "my notes"
    assert not list(lessons.rglob(".*.partial"))


def test_runtime_dir_keeps_ipc_socket_paths_short() -> None:
    assert runtime_dir(Path("/home/ayse")) == "/home/ayse/.run"
    deep = Path("/srv/" + "a-very-long-folder-name/" * 3 + "learner-with-a-long-name")
    short = runtime_dir(deep)
    assert short.startswith("/tmp/cardlearn-run-") and short != runtime_dir(deep.with_name("other"))
    for folder in (runtime_dir(Path("/home/ayse")), short):
        assert len(folder) + SOCKET_NAME_LENGTH <= SOCKET_PATH_MAX


def _bench() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("hub_load", ROOT / "bench" / "hub_load.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["hub_load"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(shutil.which("configurable-http-proxy") is None,
                    reason="npm install -g configurable-http-proxy (tools/run-tests.sh does)")
def test_a_real_hub_with_three_learners(tmp_path: Path) -> None:
    """JupyterHub, its proxy and three learners' servers: every cell of every learner succeeds."""
    bench = _bench()
    result = bench.run_class(3, "heuristic", lang="th", timeout=240)
    print("\n".join(result.lines()))
    assert result.ok(), "\n".join(result.lines())
    assert all(learner.spawn is not None for learner in result.learners)
    assert result.transport == "ipc"
    for learner in result.learners:
        assert learner.outputs["deal"].startswith("heuristic")
        assert learner.pss_kib > 50 * 1024  # a real server and kernel were measured
    assert result.killed == [], "the hub stopped every server and the proxy itself"


def test_pam_config_runs_servers_as_unix_users(tmp_path: Path) -> None:
    c, _ = load_config(HubSettings(lang="da", dir=str(tmp_path / "hub"), auth="pam", proxy=sys.executable))
    assert c.JupyterHub.authenticator_class == "pam"
    assert c.JupyterHub.spawner_class == "localprocess"


@pytest.mark.skipif(shutil.which("configurable-http-proxy") is None,
                    reason="npm install -g configurable-http-proxy (tools/run-tests.sh does)")
def test_serve_starts_a_hub_with_sign_up_for_learners(tmp_path: Path) -> None:
    """The command a teacher types: JupyterHub with NativeAuthenticator's sign-up page, on 127.0.0.1."""
    import signal
    import subprocess
    import time
    import urllib.request

    bench = _bench()
    port = bench.free_port()
    hub_dir = Path(tempfile.mkdtemp(prefix="hub", dir="/tmp"))
    command = [sys.executable, "-m", "cardlearn.cli", "hub", "serve", "--lang", "th", "--dir", str(hub_dir),
               "--port", str(port), "--hub-port", str(bench.free_port()),
               "--proxy-api-port", str(bench.free_port())]
    log = (tmp_path / "hub.log").open("wb")
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    known: dict[int, int] = {}
    try:
        deadline = time.monotonic() + 240  # a ceiling for a loaded machine, not a wait
        page = ""
        while time.monotonic() < deadline:
            known.update(bench.descendants(process.pid))
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/hub/signup", timeout=5) as response:
                    page = response.read().decode()
                    break
            except OSError:
                time.sleep(0.5)
        assert 'name="signup_username"' in page or "signup" in page.lower(), (tmp_path / "hub.log").read_text()
        settings = json.loads((hub_dir / "settings.json").read_text())
        assert settings["auth"] == "native" and settings["ip"] == "127.0.0.1"
    finally:
        known.update(bench.descendants(process.pid))
        killed = bench.stop_tree(process.pid, known)
        process.wait(timeout=30)
        log.close()
        shutil.rmtree(hub_dir, ignore_errors=True)
    assert process.returncode is not None and process.returncode != -signal.SIGKILL
    assert killed == []


def test_lessons_without_jupyterlab_say_how_to_install_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """JupyterLab is the lab extra now: ``cardlearn lessons`` copies, then says how to get it."""
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "jupyterlab" else real_find_spec(name, *a))
    code = cli.main(["lessons", "--lang", "ko", "--dest", str(tmp_path / "mine")])
    err = capsys.readouterr().err
    assert code == 1
    assert 'pip install "cardlearn[lab]"' in err and "설치" in err
    assert (tmp_path / "mine" / "01-bridge-table.ipynb").is_file()


@pytest.mark.skipif(shutil.which("configurable-http-proxy") is None,
                    reason="npm install -g configurable-http-proxy (tools/run-tests.sh does)")
def test_a_duplicate_session_on_a_real_hub_with_three_learners() -> None:
    """Three learners on a real hub play a three-board session: the notebook reaches them through the
    hub, each sees a board's traveller only after finishing it, and the teacher's results hold all
    nine results with the matchpoints counted by hand."""
    import asyncio
    import secrets
    import subprocess
    import time

    from duplicate_helpers import hand_matchpoints, setup_code

    from cardlearn.classroom.class_results import class_results
    from cardlearn.classroom.hub import find_proxy

    bench = _bench()
    root = Path(tempfile.mkdtemp(prefix="hub", dir="/tmp"))  # short: IPC socket paths
    token, port = secrets.token_hex(24), bench.free_port()
    settings = HubSettings(lang="th", dir=str(root), port=port, hub_port=bench.free_port(),
                           proxy_api_port=bench.free_port(), auth="demo", ai="heuristic",
                           idle_timeout=24 * 3600, start_timeout=240, proxy=find_proxy(),
                           services=[{"name": bench.SERVICE, "api_token": token, "scopes": bench.SCOPES}])
    config = write_hub(settings)
    assert cli.main(["class", "new", "lesson3", "--boards", "3", "--seed", "42", "--hub", str(root),
                     "--names", "shown"]) == 0
    assert cli.main(["class", "assign", "lesson3", "--hub", str(root)]) == 0  # nobody has logged in yet
    session = str(root / "classes" / "lesson3")
    plays = {"learner01": "3NT", "learner02": "1NT", "learner03": None}
    seen: dict[tuple[str, int], dict] = {}  # (learner, board) -> the traveller after finishing
    before: dict[tuple[str, int], object] = {}  # (learner, board) -> the traveller just before finishing
    log = (root / "hub.log").open("wb")
    hub = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=root,
                           stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    known: dict[int, int] = {}

    async def run() -> None:
        klass = bench.Class(port, token, "th")
        deadline = time.monotonic() + 300
        try:
            await klass.wait_for_hub(deadline)
            await klass.api("POST", "/hub/api/users", {"usernames": list(plays)})
            learners = [bench.Learner(name) for name in plays]
            await asyncio.gather(*(klass.spawn(learner, deadline) for learner in learners))
            known.update(bench.descendants(hub.pid))
            kernels = {}
            for learner in learners:
                path = "lessons-th/duplicate-lesson3.ipynb"  # placed by the hub's start hook
                base = f"/user/{learner.name}"
                for attempt in range(31):  # the proxy's route may lag the hub's "ready" by a moment
                    try:
                        notebook = await klass.api("GET", f"{base}/api/contents/{path}")
                        break
                    except bench.HTTPClientError as error:
                        if error.code not in (404, 503) or attempt == 30:
                            raise
                        await asyncio.sleep(1)
                cell = "".join(notebook["content"]["cells"][1]["source"])
                created = await klass.api("POST", f"{base}/api/sessions", {
                    "path": path, "name": "duplicate-lesson3.ipynb", "type": "notebook",
                    "kernel": {"name": "python3"}})
                url = f"ws://127.0.0.1:{port}{base}/api/kernels/{created['kernel']['id']}/channels"
                connection = await bench.websocket_connect(
                    bench.HTTPRequest(url, headers=klass.headers, request_timeout=120), max_message_size=2**26)
                kernels[learner.name] = bench.Kernel(connection)
                # The notebook's own cell runs in the learner's kernel (the table at board 1) ...
                status, text = await kernels[learner.name].execute(cell + "\nprint(table.board_number)")
                assert status == "ok" and text.endswith("1"), text
                # ... then the scripted learner takes that seat.
                status, text = await kernels[learner.name].execute(
                    setup_code(session, learner.name, plays[learner.name], "th"))
                assert status == "ok", text
            order = list(plays)
            for board in (1, 2, 3):
                for name in order:  # one after the other: each finishes while others have or have not
                    code = ("import json\nprint(json.dumps(table.view['duplicate']['traveller']))\n"
                            "print(json.dumps(finish_board()['traveller'], ensure_ascii=False))\n"
                            "answer = table.receive({'action': 'new-deal'})\n")
                    status, text = await kernels[name].execute(code)
                    assert status == "ok", text
                    first, second = text.splitlines()[:2]
                    before[(name, board)] = json.loads(first)
                    seen[(name, board)] = json.loads(second)
                order = order[1:] + order[:1]  # another learner finishes first on the next board
            for kernel in kernels.values():
                kernel.connection.close()
        finally:
            klass.http.close()

    try:
        bench.run_in_own_loop(run)
    finally:
        known.update(bench.descendants(hub.pid))
        killed = bench.stop_tree(hub.pid, known)
        hub.wait(timeout=30)
        log.close()
    try:
        assert killed == []
        for key, traveller in before.items():
            assert traveller is None, key  # never before finishing, even when classmates had
        for board in (1, 2, 3):
            for count, name in enumerate(finishers_of(board, plays), start=1):  # the k-th to finish sees k results
                rows = seen[(name, board)]["rows"]
                assert len(rows) == count and [r["who"] for r in rows if r["mine"]] == ["คุณ"], rows
        found = class_results(session, lang="th", analysis=False)
        assert len(found.results) == 9 and set(found.results["learner"]) == set(plays)
        for board in (1, 2, 3):
            rows = found.results[found.results["board"] == board]
            scores = dict(zip(rows["learner"], rows["score"]))
            assert dict(zip(rows["learner"], rows["matchpoints"])) == hand_matchpoints(scores)
            last = seen[(finishers_of(board, plays)[-1], board)]["rows"]  # the last traveller: same points
            assert sorted(float(r["matchpoints"]) for r in last) == sorted(hand_matchpoints(scores).values())
        assert sorted(p.name for p in (root / "classes" / "lesson3" / "results").glob("*.json")) == \
            [f"{name}.json" for name in plays]
    finally:
        shutil.rmtree(root, ignore_errors=True)


def finishers_of(board: int, plays: dict) -> list[str]:
    """The order the learners finished ``board`` in the hub test (the first one rotates)."""
    names = list(plays)
    shift = (board - 1) % len(names)
    return names[shift:] + names[:shift]
