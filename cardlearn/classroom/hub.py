"""``cardlearn hub serve``: a JupyterHub for one class on one Linux server.

The command writes a folder (``--dir``) holding ``settings.json`` and a two-line
``jupyterhub_config.py`` that calls :func:`configure`, then runs JupyterHub there.
What a class needs, and why:

- every learner's home gets the lessons of the class language in ``lessons-LANG/`` on
  each start, copying only files that are missing (a learner's edits are never
  overwritten; lessons added by an upgrade appear), and JupyterLab opens on that folder;
- kernels talk over IPC (Unix sockets): with TCP, 30 servers starting at once collided
  on ports ("Address already in use"), killing or orphaning kernels;
- JupyterLab's news pop-up and update check are off (they reach out to the internet);
- idle servers are stopped by jupyterhub-idle-culler;
- the teacher is the admin; learners sign up with NativeAuthenticator (the teacher
  approves them, unless ``--open-signup``) or log in with their Unix account (``--auth pam``);
  DummyAuthenticator (any name, any password) only with ``--demo``;
- the hub listens on 127.0.0.1 unless ``--ip`` says otherwise; TLS with ``--ssl-cert/--ssl-key``.

Every setting is checked by :meth:`HubSettings.check` before anything is written or
started (a bad one is a :class:`~cardlearn.classroom.BadSetting` in the teacher's language):
the teacher's name follows :data:`USERNAME_PATTERN`, ``mem_limit`` is a JupyterHub memory
size of at least :data:`MEM_LEAST`, the numbers lie in :data:`NUMBER_RANGES`, the three ports
differ, ``ip`` is one IP address (or ``localhost``), the TLS files exist, and the hub folder
passes the path policy (:func:`cardlearn.engine.paths.writable_folder`).
"""
from __future__ import annotations

import hashlib
import ipaddress
import json
import math
import os
import re
import shutil
import sys
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, NoReturn

from cardlearn.ai.bridge.strength import AI_LEVELS  # their meaning lives in the AI
from cardlearn.classroom import BadSetting, ClassroomError
from cardlearn.classroom.lessons import lesson_files
from cardlearn.engine.files import FileProblem, read_json, write_bytes_atomic, write_json_atomic
from cardlearn.engine.paths import real_path, writable_folder
from cardlearn.engine.validate import clip
from cardlearn.i18n import LANGUAGES, UnknownLanguage, resolve_language

AUTHENTICATORS = ("native", "pam", "demo")
# Usernames become folder names and Unix socket paths: keep them short and plain.
USERNAME_PATTERN = r"^[a-z0-9][a-z0-9_.-]{0,31}$"
# JupyterHub's memory sizes: a whole number with a unit (a bare number would be bytes).
MEM_PATTERN = r"[0-9]{1,9}[KMGT]"
MEM_UNITS = {"K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}
MEM_LEAST = "128M"
"""Below this a learner's JupyterLab cannot start (bench/hub_load.py measured 229 MB for one)."""
NUMBER_RANGES: dict[str, tuple[str, float, float]] = {
    # setting: (option, lowest, highest)
    "port": ("--port", 1, 65535),
    "hub_port": ("--hub-port", 1, 65535),
    "proxy_api_port": ("--proxy-api-port", 1, 65535),
    "cpu_limit": ("--cpu-limit", 0.1, 256),
    "idle_timeout": ("--idle-timeout", 60, 7 * 24 * 3600),
    "start_timeout": ("start_timeout", 10, 3600),
}
"""The numbers of a hub's settings and the ranges they must lie in (ports and seconds are whole)."""
WHOLE_NUMBERS = frozenset({"port", "hub_port", "proxy_api_port", "idle_timeout", "start_timeout"})
CONFIG_NAME = "jupyterhub_config.py"
CLASSES_FOLDER = "classes"
"""The hub folder's sessions (``cardlearn class new NAME --hub DIR``), read by every learner."""
SETTINGS_NAME = "settings.json"
SETTINGS_MAX_BYTES = 1024 * 1024  # a few hundred bytes in practice


@dataclass
class HubSettings:
    """Everything ``cardlearn hub serve`` decides; saved as ``settings.json`` in the hub folder."""

    lang: str = "en"
    dir: str = "cardlearn-hub"
    ip: str = "127.0.0.1"
    port: int = 8000
    hub_port: int = 8081  # the hub's own API, always on 127.0.0.1
    proxy_api_port: int = 8001  # configurable-http-proxy's REST API, always on 127.0.0.1
    auth: str = "native"
    teacher: str = "teacher"
    open_signup: bool = False
    ai: str | None = None  # None: the tables' default level
    mem_limit: str = "512M"  # bench/hub_load.py: 229 MB heuristic, 253 budget, up to 426 full (RSS)
    cpu_limit: float = 1.0
    idle_timeout: int = 3600  # seconds without activity before a learner's server is stopped
    start_timeout: int = 600  # 30 learners starting at once on 2 cores take about 90 s
    ssl_cert: str | None = None
    ssl_key: str | None = None
    proxy: str | None = None  # the configurable-http-proxy executable
    # Extra JupyterHub services, e.g. a load test's account: {"name", "api_token", "scopes"}.
    services: list[dict[str, Any]] = field(default_factory=list)

    @property
    def root(self) -> Path:
        """The hub folder as the system sees it (``~`` expanded, links resolved)."""
        return real_path(self.dir)

    @property
    def homes(self) -> Path:
        """Where learners' homes are made (NativeAuthenticator and --demo; PAM uses Unix homes)."""
        return self.root / "homes"

    @property
    def lessons_folder(self) -> str:
        """The folder in each home that holds the class's lessons."""
        return f"lessons-{self.lang}"

    @property
    def url(self) -> str:
        """The address learners open."""
        scheme = "https" if self.ssl_cert else "http"
        host = f"[{self.ip}]" if ":" in self.ip else self.ip
        return f"{scheme}://{host}:{self.port}/"

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> HubSettings:
        """Read ``settings.json`` through the file layer; a file that is not ours is a localized FileProblem."""
        data = read_json(path, max_bytes=SETTINGS_MAX_BYTES, max_depth=8)
        known = {item.name for item in fields(cls)}
        if not isinstance(data, dict) or not set(data) <= known:
            raise FileProblem("files.error.unexpected_content", path=str(path))
        return cls(**data)

    def check(self) -> None:
        """Raise :class:`~cardlearn.classroom.BadSetting` for a setting that cannot work; changes nothing
        on disk (``lang`` and ``mem_limit`` are written in their usual form)."""
        try:
            self.lang = resolve_language(self.lang)
        except UnknownLanguage:
            raise BadSetting("cli.error.lang", value=clip(self.lang), languages=", ".join(LANGUAGES)) from None
        if self.auth not in AUTHENTICATORS:
            raise BadSetting("classroom.hub.bad_auth", auth=clip(self.auth), allowed=", ".join(AUTHENTICATORS))
        if self.ai is not None and self.ai not in AI_LEVELS:
            raise BadSetting("classroom.hub.bad_ai", ai=clip(self.ai), allowed=", ".join(AI_LEVELS))
        if not isinstance(self.teacher, str) or not re.fullmatch(USERNAME_PATTERN, self.teacher):
            raise BadSetting("classroom.hub.bad_teacher", teacher=clip(self.teacher))
        self.mem_limit = checked_memory(self.mem_limit)
        for name in NUMBER_RANGES:
            check_number(name, getattr(self, name))
        self.cpu_limit = float(self.cpu_limit)  # JupyterHub's trait is a float: "2" CPUs is 2.0
        ports = (self.port, self.hub_port, self.proxy_api_port)
        if len(set(ports)) != len(ports):
            raise BadSetting("classroom.hub.same_ports", ports=", ".join(map(str, ports)))
        check_ip(self.ip)
        self.check_tls()
        writable_folder(self.dir)

    def check_tls(self) -> None:
        """Both TLS files or neither, and each a file this process can read."""
        if bool(self.ssl_cert) != bool(self.ssl_key):
            raise BadSetting("classroom.hub.ssl_pair")
        for option, path in (("--ssl-cert", self.ssl_cert), ("--ssl-key", self.ssl_key)):
            if path and not (isinstance(path, str) and os.path.isfile(path) and os.access(path, os.R_OK)):
                raise BadSetting("classroom.hub.ssl_file", option=option, path=clip(path, 200))


def checked_memory(value: object) -> str:
    """``value`` as JupyterHub's memory size (``512M``; lower case accepted), or :class:`BadSetting`."""
    text = value.strip().upper() if isinstance(value, str) else ""
    least = int(MEM_LEAST[:-1]) * MEM_UNITS[MEM_LEAST[-1]]
    if not re.fullmatch(MEM_PATTERN, text) or int(text[:-1]) * MEM_UNITS[text[-1]] < least:
        raise BadSetting("classroom.hub.bad_mem", value=clip(value), least=MEM_LEAST)
    return text


def check_number(name: str, value: object) -> None:
    """``value`` of the setting ``name`` lies in its range of :data:`NUMBER_RANGES`, else :class:`BadSetting`."""
    option, low, high = NUMBER_RANGES[name]
    kinds: tuple[type, ...] = (int,) if name in WHOLE_NUMBERS else (int, float)
    number = float(value) if isinstance(value, kinds) and not isinstance(value, bool) else math.nan  # type: ignore[arg-type]
    if not (math.isfinite(number) and low <= number <= high):
        shown = [f"{int(x)}" if float(x).is_integer() else f"{x}" for x in (low, high)]
        raise BadSetting("classroom.hub.bad_number", option=option, value=clip(value), low=shown[0], high=shown[1])


def check_ip(value: object) -> None:
    """``value`` is one IP address (v4 or v6) or ``localhost``, else :class:`BadSetting`."""
    if value == "localhost":
        return
    try:
        ipaddress.ip_address(value if isinstance(value, str) else "")
    except ValueError:
        raise BadSetting("classroom.hub.bad_ip", value=clip(value)) from None


def _make_folders(folder: Path, owner: tuple[int, int] | None) -> None:
    """``mkdir -p folder``, giving every folder it creates to ``owner``."""
    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for path in reversed(missing):
        path.mkdir()
        if owner:
            os.chown(path, *owner)


def copy_missing_lessons(lang: str, dest: Path, owner: tuple[int, int] | None = None) -> list[str]:
    """Copy the lessons, exercises and practice deals of ``lang`` that are missing in ``dest``.

    A file already there is left alone, edited or not; returns the copied paths
    (relative to ``dest``). ``owner`` (uid, gid) is given to what is created. ``dest``
    must pass the path policy (:func:`cardlearn.engine.paths.writable_folder`).
    """
    writable_folder(dest)
    copied = []
    for source, relative in lesson_files(lang):
        target = dest / relative
        if target.exists():
            continue
        _make_folders(target.parent, owner)
        # Atomic (a half-written notebook must never look like an edit), owned before any byte is
        # written, and never through a link a learner left at that name: the hub may run as root.
        write_bytes_atomic(target, source.read_bytes(), owner=owner, follow_symlinks=False)
        copied.append(relative)
    return copied


def _home_and_owner(spawner: Any, settings: HubSettings) -> tuple[Path, tuple[int, int] | None]:
    """The learner's home, and (uid, gid) to give the lesson files when the hub runs as root for PAM."""
    if settings.auth == "pam":
        import pwd  # POSIX only: imported here so that `cardlearn lab` on Windows can copy lessons

        entry = pwd.getpwnam(spawner.user.name)
        owner = (entry.pw_uid, entry.pw_gid) if os.geteuid() == 0 else None
        return Path(entry.pw_dir), owner
    return Path(spawner.home_dir), None


# A kernel's IPC socket is "<runtime dir>/kernel-<uuid>-ipc-<n>", and a Unix socket path has at
# most 107 bytes (sockaddr_un.sun_path): deep homes need a shorter runtime folder.
SOCKET_PATH_MAX = 107
SOCKET_NAME_LENGTH = len("/kernel-00000000-0000-0000-0000-000000000000-ipc-10")


def runtime_dir(home: Path) -> str:
    """The learner's Jupyter runtime folder (connection files, IPC sockets): ``HOME/.run`` when a
    socket path fits there, else a short folder of their own under /tmp."""
    candidate = str(home / ".run")
    if len(candidate.encode()) + SOCKET_NAME_LENGTH <= SOCKET_PATH_MAX:
        return candidate
    return f"/tmp/cardlearn-run-{hashlib.sha256(str(home).encode()).hexdigest()[:12]}"


def make_pre_spawn_hook(settings: HubSettings) -> Any:
    """The hook that puts the lessons into a learner's home before their server starts."""

    def pre_spawn_hook(spawner: Any) -> None:
        home, owner = _home_and_owner(spawner, settings)
        _make_folders(home, owner)
        copied = copy_missing_lessons(settings.lang, home / settings.lessons_folder, owner)
        if copied:
            spawner.log.info("cardlearn: copied %d lesson files for %s", len(copied), spawner.user.name)
        from cardlearn.classroom.duplicate import place_assigned_sessions

        # Sessions assigned before this learner's first login reach them too (never over their copy).
        placed = place_assigned_sessions(settings.root / CLASSES_FOLDER, home / settings.lessons_folder,
                                         spawner.user.name, owner)
        if placed:
            spawner.log.info("cardlearn: %d session notebooks for %s", len(placed), spawner.user.name)

    return pre_spawn_hook


def write_singleuser_config(settings: HubSettings) -> Path:
    """Write the Jupyter config every learner's server reads (via ``JUPYTER_CONFIG_PATH``)."""
    folder = writable_folder(settings.root / "jupyter-config")
    (folder / "labconfig").mkdir(parents=True, exist_ok=True)
    server = {
        # TCP kernel ports collide when a class starts 30 servers at once; IPC sockets cannot.
        "KernelManager": {"transport": "ipc"},
        # Both reach out to the internet from every learner's browser.
        "LabApp": {"news_url": None, "check_for_updates_class": "jupyterlab.NeverCheckForUpdate"},
    }
    (folder / "jupyter_server_config.json").write_text(json.dumps(server, indent=2), encoding="utf-8")
    page = {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}
    (folder / "labconfig" / "page_config.json").write_text(json.dumps(page, indent=2), encoding="utf-8")
    return folder


def find_proxy(explicit: str | None = None) -> str:
    """The configurable-http-proxy executable, or a :class:`ClassroomError` saying how to install it."""
    found = shutil.which(explicit or "configurable-http-proxy")
    if not found:
        raise ClassroomError("classroom.hub.no_proxy", command="npm install -g configurable-http-proxy")
    return found


def check_jupyterhub(settings: HubSettings) -> None:
    """Raise a :class:`ClassroomError` when a package the chosen setup needs is missing."""
    needed = ["jupyterhub", "jupyterhub_idle_culler"]
    if settings.auth == "native":
        needed.append("nativeauthenticator")
    import importlib.util

    missing = [name for name in needed if importlib.util.find_spec(name) is None]
    if missing:
        raise ClassroomError("classroom.hub.missing", packages=", ".join(missing),
                             command='pip install "cardlearn[hub]"')


def write_hub(settings: HubSettings) -> Path:
    """Write the hub folder (settings, JupyterHub config, learners' Jupyter config); returns the config.

    Every setting is checked first (:meth:`HubSettings.check`): a bad one writes nothing.
    """
    settings.check()
    root = settings.root
    root.mkdir(parents=True, exist_ok=True)
    settings.homes.mkdir(exist_ok=True)
    write_singleuser_config(settings)
    settings_path = root / SETTINGS_NAME
    write_json_atomic(settings_path, asdict(settings), indent=2, mode=0o600)  # it may hold a service token
    config = root / CONFIG_NAME
    config.write_text(
        "# Written by `cardlearn hub serve`: the settings are in settings.json beside this file.\n"
        "from cardlearn.classroom.hub import configure\n"
        f"configure(c, {str(settings_path)!r})  # noqa: F821 (c is given by JupyterHub)\n",
        encoding="utf-8")
    return config


def configure(c: Any, settings_path: str | os.PathLike[str]) -> HubSettings:
    """Fill JupyterHub's config object ``c`` from ``settings.json`` (called by the written config)."""
    settings = HubSettings.load(settings_path)
    root = settings.root
    scheme = "https" if settings.ssl_cert else "http"
    host = f"[{settings.ip}]" if ":" in settings.ip else settings.ip
    c.JupyterHub.bind_url = f"{scheme}://{host}:{settings.port}"
    c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{settings.hub_port}"
    c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{settings.proxy_api_port}"
    c.ConfigurableHTTPProxy.command = [settings.proxy or find_proxy()]
    c.ConfigurableHTTPProxy.pid_file = str(root / "proxy.pid")
    if settings.ssl_cert:
        c.JupyterHub.ssl_cert = settings.ssl_cert
        c.JupyterHub.ssl_key = settings.ssl_key
    c.JupyterHub.db_url = f"sqlite:///{root / 'jupyterhub.sqlite'}"
    c.JupyterHub.cookie_secret_file = str(root / "jupyterhub_cookie_secret")
    c.JupyterHub.pid_file = str(root / "jupyterhub.pid")
    c.JupyterHub.cleanup_servers = True

    c.Authenticator.username_pattern = USERNAME_PATTERN
    c.Authenticator.admin_users = {settings.teacher}
    if settings.auth == "demo":
        c.JupyterHub.authenticator_class = "dummy"
        c.Authenticator.allow_all = True
    elif settings.auth == "native":
        import nativeauthenticator  # type: ignore[import-untyped]

        c.JupyterHub.authenticator_class = "native"
        c.JupyterHub.template_paths = [str(Path(nativeauthenticator.__file__).parent / "templates")]
        c.NativeAuthenticator.open_signup = settings.open_signup
        c.Authenticator.allow_all = True  # NativeAuthenticator itself refuses unapproved learners
    else:
        c.JupyterHub.authenticator_class = "pam"
        c.Authenticator.allow_all = True  # every Unix account of the server may log in

    if settings.auth == "pam":
        c.JupyterHub.spawner_class = "localprocess"  # each learner's server runs as their Unix user
    else:
        # One Unix user for the class; each learner gets a folder under homes/.
        c.JupyterHub.spawner_class = "simple"
        c.SimpleLocalProcessSpawner.home_dir_template = str(settings.homes / "{username}")
        if os.geteuid() == 0:  # learners' code then runs as root: README says to use a plain user
            c.Spawner.args = ["--allow-root"]
    c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
    c.Spawner.default_url = f"/lab/tree/{settings.lessons_folder}"
    c.Spawner.notebook_dir = "~"
    c.Spawner.pre_spawn_hook = make_pre_spawn_hook(settings)
    c.Spawner.start_timeout = settings.start_timeout
    c.Spawner.http_timeout = settings.start_timeout
    # The local spawners pass these on as MEM_LIMIT / CPU_LIMIT without enforcing them;
    # SystemdSpawner and KubeSpawner enforce them (README, "Teaching a class").
    c.Spawner.mem_limit = settings.mem_limit
    c.Spawner.cpu_limit = settings.cpu_limit
    environment: dict[str, Any] = {
        "JUPYTER_CONFIG_PATH": str(root / "jupyter-config"),
        "JUPYTER_RUNTIME_DIR": lambda spawner: runtime_dir(_home_and_owner(spawner, settings)[0]),
    }
    if settings.ai:
        environment["CARDLEARN_AI"] = settings.ai
    c.Spawner.environment = environment

    services: list[dict[str, Any]] = [{
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={settings.idle_timeout}",
                    f"--cull-every={max(60, settings.idle_timeout // 6)}"],
    }]
    roles: list[dict[str, Any]] = [{
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    }]
    for service in settings.services:
        services.append({"name": service["name"], "api_token": service["api_token"]})
        roles.append({"name": f"{service['name']}-role", "scopes": list(service["scopes"]),
                      "services": [service["name"]]})
    c.JupyterHub.services = services
    c.JupyterHub.load_roles = roles
    return settings


def serve(settings: HubSettings) -> NoReturn:
    """Write the hub folder and become JupyterHub there (never returns; stop it with Ctrl-C or SIGTERM).

    The process is replaced rather than given a child, so a signal from a terminal, systemd
    or a script reaches JupyterHub itself, which then stops the learners' servers and its proxy.
    """
    settings.check()
    check_jupyterhub(settings)
    settings.proxy = find_proxy(settings.proxy)
    config = write_hub(settings)
    os.chdir(settings.root)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(sys.executable, [sys.executable, "-m", "jupyterhub", "-f", str(config)])
