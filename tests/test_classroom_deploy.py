"""The Kubernetes, Docker and Binder files: consistent with the package, and the parts runnable here run.

Docker, Kubernetes and Binder themselves cannot run on this machine; what can is checked:
the values parse, the postStart command is a real cardlearn command that copies the
lessons and keeps edits, and the image and Binder install the extras that exist.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import tomllib
import yaml

ROOT = Path(__file__).resolve().parents[1]
EXTRAS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]


def values() -> dict:
    return yaml.safe_load((ROOT / "deploy" / "z2jh" / "values.yaml").read_text(encoding="utf-8"))


def test_values_set_image_limits_culler_and_lessons_hook() -> None:
    config = values()
    singleuser = config["singleuser"]
    assert singleuser["image"]["name"] and singleuser["image"]["tag"]
    assert singleuser["memory"]["guarantee"] and singleuser["memory"]["limit"]
    assert singleuser["extraEnv"]["CARDLEARN_AI"] in ("heuristic", "budget", "full")
    assert config["cull"]["enabled"] is True and config["cull"]["timeout"] > 0
    command = singleuser["lifecycleHooks"]["postStart"]["exec"]["command"]
    assert command[:3] == ["cardlearn", "hub", "lessons"]
    lang = command[command.index("--lang") + 1]
    assert singleuser["defaultUrl"] == f"/lab/tree/lessons-{lang}"
    assert config["hub"]["config"]["Authenticator"]["admin_users"]


def test_post_start_command_copies_lessons_and_keeps_edits(tmp_path: Path) -> None:
    command = values()["singleuser"]["lifecycleHooks"]["postStart"]["exec"]["command"]
    dest = tmp_path / "lessons"
    argv = [*command[1:command.index("--dest") + 1], str(dest)]
    run = [sys.executable, "-m", "cardlearn.cli", *argv]
    assert subprocess.run(run, check=False, capture_output=True).returncode == 0
    first = dest / "01-bridge-table.ipynb"
    first.write_text("edited by the learner", encoding="utf-8")
    (dest / "deals" / "practice-hands.pbn").unlink()
    assert subprocess.run(run, check=False, capture_output=True).returncode == 0  # the pod restarts
    assert first.read_text(encoding="utf-8") == "edited by the learner"
    assert (dest / "deals" / "practice-hands.pbn").is_file()


def test_image_and_binder_install_existing_extras() -> None:
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text(encoding="utf-8")
    assert re.search(r"ARG BASE_IMAGE=quay\.io/jupyter/[a-z-]+-notebook:\d{4}-\d{2}-\d{2}", dockerfile)
    assert '"/tmp/cardlearn[dds]"' in dockerfile and "dds" in EXTRAS
    post_build = (ROOT / "binder" / "postBuild").read_text(encoding="utf-8")
    extras = re.search(r'-e "\.\[([a-z,]+)\]"', post_build)
    assert extras and all(extra in EXTRAS for extra in extras.group(1).split(","))
    assert (ROOT / "binder" / "postBuild").stat().st_mode & 0o111, "repo2docker runs postBuild as a program"
