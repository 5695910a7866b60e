"""CI (``.ci/run``) runs the README's test command and fails loudly: a failed install
stops it before the tests, a test step that passed nothing is a failure, and so is a
missing metadata validator. The script runs here on a scratch tree with stand-ins for
Python and the tools, whose calls are written to a log."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CI = ROOT / ".ci" / "run"
README = ROOT / "README.md"
# What the script needs from the system besides the stand-ins.
SYSTEM_TOOLS = ("dirname", "id", "mkdir", "rm", "cat", "chmod")


def readme_test_command() -> str:
    """The README's one command that installs the test extras and runs the suite."""
    blocks = re.findall(r"```bash\n(.*?)```", README.read_text("utf-8"), flags=re.S)
    (command,) = [str(block).strip() for block in blocks if "pytest" in block]
    return command


def ci_lines() -> list[str]:
    """The script's commands, continuation lines joined."""
    text = CI.read_text("utf-8").replace("\\\n", " ")
    return [" ".join(line.split()) for line in text.splitlines()]


def test_ci_runs_the_readme_test_command_in_two_steps() -> None:
    install, tests = readme_test_command().rsplit(" && ", 1)
    lines = ci_lines()
    assert f'{install} || fail "the install of the game and its test extras"' in lines
    assert f'PYTEST_ADDOPTS="--junitxml=$REPORT" {tests} || fail "the tests"' in lines
    assert lines.index("set -euo pipefail") < min(
        index for index, line in enumerate(lines) if line.startswith(install)
    )


def _executable(path: Path, text: str) -> None:
    path.write_text("#!/bin/bash\n" + text, "utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def _scratch_tree(
    tmp_path: Path, *, pip_fails: bool = False, tests: int = 5000, validators: bool = True
) -> tuple[Path, dict[str, str], Path]:
    """A tree holding the script, a PATH of stand-ins and the log they write."""
    tree, tools, log = tmp_path / "tree", tmp_path / "bin", tmp_path / "calls.log"
    (tree / ".ci").mkdir(parents=True)
    shutil.copy(CI, tree / ".ci" / "run")
    tools.mkdir()
    for name in SYSTEM_TOOLS:
        found = shutil.which(name)
        assert found is not None, name
        (tools / name).symlink_to(found)
    # The environment's Python: pip fails or not; pytest writes a report of `tests`.
    venv_python = f"""echo "python $*" >> {log}
if [ "$2" = pip ]; then exit {1 if pip_fails else 0}; fi
if [ "$2" = pytest ]; then
    report=${{PYTEST_ADDOPTS#--junitxml=}}
    echo '<testsuite tests="{tests}" failures="0" errors="0" skipped="0"/>' > "$report"
    exit 0
fi
if [ "$1" = - ]; then exec python3.real "$@"; fi
"""
    _executable(
        tools / "python3",
        f"""echo "python3 $*" >> {log}
mkdir -p .venv/bin
cat > .venv/bin/python <<'EOF'
#!/bin/bash
{venv_python}
EOF
chmod +x .venv/bin/python
echo 'PATH="{tools}:$PATH"' > .venv/bin/activate
""",
    )
    # The interpreter running the tests: a ``python3`` found on PATH may be a shell
    # script (a pyenv shim) that needs tools the stand-ins' PATH leaves out.
    (tools / "python3.real").symlink_to(sys.executable)
    for name in ("ruff", "mypy", "python", "appstreamcli", "desktop-file-validate"):
        if validators or name not in ("appstreamcli", "desktop-file-validate"):
            _executable(tools / name, f'echo "{name} $*" >> {log}\n')
    env = {"PATH": str(tools), "HOME": str(tmp_path)}
    return tree, env, log


def _run(tree: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    bash = shutil.which("bash")
    assert bash is not None
    return subprocess.run(
        [bash, str(tree / ".ci" / "run")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.skipif(os.name == "nt", reason="CI runs bash")
def test_a_failed_install_stops_ci_before_the_tests(tmp_path: Path) -> None:
    tree, env, log = _scratch_tree(tmp_path, pip_fails=True)
    done = _run(tree, env)
    assert done.returncode != 0
    assert "ci: FAILED: the install of the game and its test extras" in done.stderr
    calls = log.read_text("utf-8")
    assert "-m pip install" in calls
    assert "pytest" not in calls and "ruff" not in calls


@pytest.mark.skipif(os.name == "nt", reason="CI runs bash")
def test_ci_passes_when_every_step_does(tmp_path: Path) -> None:
    tree, env, log = _scratch_tree(tmp_path)
    done = _run(tree, env)
    assert done.returncode == 0, done.stderr
    assert "ci: 5000 tests passed, 0 skipped, 0 failed" in done.stdout
    calls = log.read_text("utf-8").splitlines()
    assert calls[:3] == [
        "python3 -m venv .venv",
        "python -m pip install -e .[test,cluster]",
        "python -m pytest",
    ]
    assert calls[-1] == "python packaging/check_sdist.py"


@pytest.mark.skipif(os.name == "nt", reason="CI runs bash")
def test_a_test_step_that_passed_too_few_tests_fails(tmp_path: Path) -> None:
    tree, env, log = _scratch_tree(tmp_path, tests=0)
    done = _run(tree, env)
    assert done.returncode != 0
    assert "ci: FAILED: the test report" in done.stderr
    assert "ruff" not in log.read_text("utf-8")


@pytest.mark.skipif(os.name == "nt", reason="CI runs bash")
def test_a_missing_validator_fails_ci(tmp_path: Path) -> None:
    tree, env, log = _scratch_tree(tmp_path, validators=False)  # and no apt-get to get it
    done = _run(tree, env)
    assert done.returncode != 0
    assert "ci: FAILED: desktop-file-validate is missing" in done.stderr
    assert not log.exists()
