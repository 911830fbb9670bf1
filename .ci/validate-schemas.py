#!/usr/bin/env python3
"""Validates the tool's JSON against the schemas in Scenarios/schema/ with a standard validator.

Usage: validate-schemas.py PATH/TO/lifecycle

- every bundled scenario, as the tool reads it (`lifecycle convert`) and as an editor's YAML
  parser reads it (PyYAML: `true` and `1` become a boolean and a number), is valid against
  scenario.schema.json;
- broken variants of a scenario, which `lifecycle lint` refuses, are refused by the schema
  too (so the validation can fail);
- `run --format json` and `check --format json` over the bundled scenarios, `check` over
  scenarios that fail (an expectation and a golden that differ, with their diffs), skip and
  do not load (with its errors), and `explore --format json` over a bundled app,
  are valid against output.schema.json;
- every command whose help offers `--format` has its document in output.schema.json and in
  OUTPUTS below: a new command with JSON output cannot go unvalidated.

Prints one summary line; on failure, every problem and exit status 1.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = os.path.join(ROOT, "Scenarios", "schema")

# Each command with `--format json`, and the `$defs` entry of output.schema.json its
# document follows.
OUTPUTS = {"run": "runOutput", "check": "checkOutput", "explore": "exploreOutput", "audit": "auditOutput"}

# A valid scenario, and edits that each break it in one way both the schema and lint see.
BASE = """name: Base
source: a test
host: uikit
app:
  navigation: [A]
screens:
  - id: A
  - id: B
observe: [viewWillAppear, viewDidAppear]
steps:
  - launch
  - push: B
    animated: false
    expect: |
      B viewWillAppear
      B viewDidAppear
  - pop
assert:
  - A viewWillAppear before B viewWillAppear
"""
BROKEN = {
    "unknown top-level key": ("observe:", "observes:"),
    "missing required key": ("name: Base\n", ""),
    "unknown host": ("host: uikit", "host: appkit"),
    "unknown callback in observe": ("viewDidAppear]", "viewDidAppearr]"),
    "unknown action": ("  - pop\n", "  - pop-twice\n"),
    "unknown option": ("animated: false", "animate: false"),
    "option of another action": ("animated: false", "style: pageSheet"),
    "animated not a boolean": ("animated: false", "animated: slowly"),
    "unknown callback in expect": ("B viewDidAppear\n", "B viewDidApear\n"),
    "malformed assertion": ("before B viewWillAppear", "after B viewWillAppear"),
    "unknown screen key": ("  - id: B\n", "  - id: B\n    colour: red\n"),
    "two structures": ("  navigation: [A]\n", "  navigation: [A]\n  screen: B\n"),
    "screen id with a space": ("  - id: B\n", "  - id: B\n  - id: C D\n"),
    "empty navigation stack in a tab": ("  navigation: [A]\n", "  tabs:\n    - navigation: []\n"),
}


class Problems:
    def __init__(self):
        self.items = []

    def add(self, text):
        self.items.append(text)


def lifecycle(binary, *arguments, check=True, env=None):
    result = subprocess.run(
        [binary, *arguments], capture_output=True, text=True, cwd=ROOT,
        env={**os.environ, "CI": "true", "NO_COLOR": "1", **(env or {})})
    if check and result.returncode != 0:
        raise SystemExit(f"lifecycle {' '.join(arguments)} exited {result.returncode}:\n{result.stderr}")
    return result


def validator(name, definition=None):
    with open(os.path.join(SCHEMAS, name), encoding="utf-8") as file:
        schema = json.load(file)
    Draft202012Validator.check_schema(schema)
    if definition is not None:
        schema = {key: value for key, value in schema.items() if key != "oneOf"}
        schema["$ref"] = f"#/$defs/{definition}"
    return Draft202012Validator(schema)


def describe(error):
    error = best_match([error])
    where = "/".join(str(part) for part in error.absolute_path) or "(root)"
    return f"{where}: {error.message[:300]}"


def validate(problems, schema, document, what):
    errors = sorted(schema.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    for error in errors[:5]:
        problems.add(f"{what}: {describe(error)}")
    return not errors


def scenario_files():
    """The bundled scenarios: the corpus and the example package's."""
    found = []
    for top in ["Scenarios", "Examples"]:
        for folder, _, names in os.walk(os.path.join(ROOT, top)):
            if "/.build" in folder:
                continue
            found += [os.path.relpath(os.path.join(folder, n), ROOT) for n in names if n.endswith(".yaml")]
    return sorted(found)


def check_scenarios(binary, problems, scenario_schema, files):
    lines = lifecycle(binary, "convert", *files).stdout.splitlines()
    if len(lines) != len(files):
        problems.add(f"lifecycle convert printed {len(lines)} lines for {len(files)} files")
    for path, line in zip(files, lines):
        validate(problems, scenario_schema, json.loads(line), f"{path} (as lifecycle reads it)")
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            validate(problems, scenario_schema, yaml.safe_load(file), f"{path} (as an editor reads it)")


def check_broken(binary, problems, scenario_schema):
    with tempfile.TemporaryDirectory() as folder:
        base = os.path.join(folder, "base.yaml")
        with open(base, "w", encoding="utf-8") as file:
            file.write(BASE)
        if lifecycle(binary, "lint", base, check=False).returncode != 0:
            problems.add("the base scenario of the broken variants does not lint")
        if not validate(problems, scenario_schema, json.loads(lifecycle(binary, "convert", base).stdout), "base"):
            return
        for name, (old, new) in BROKEN.items():
            if old not in BASE:
                problems.add(f"broken variant '{name}': '{old}' is not in the base")
                continue
            path = os.path.join(folder, re.sub(r"\W+", "-", name) + ".yaml")
            with open(path, "w", encoding="utf-8") as file:
                file.write(BASE.replace(old, new, 1))
            if lifecycle(binary, "lint", path, check=False).returncode != 65:
                problems.add(f"broken variant '{name}': lint accepts it")
            document = json.loads(lifecycle(binary, "convert", path).stdout)
            if not list(scenario_schema.iter_errors(document)):
                problems.add(f"broken variant '{name}': the schema accepts it")


FAILING = {
    "fails.yaml": BASE.replace("B viewDidAppear\n", "B viewDidAppear\n      A viewDidAppear\n"),
    "skipped.yaml": BASE + "skip: not settled yet\n",
    "malformed.yaml": BASE.replace("host: uikit", "host: appkit"),
}


def check_outputs(binary, problems, files):
    outputs = {name: validator("output.schema.json", definition) for name, definition in OUTPUTS.items()}
    anything = validator("output.schema.json")
    documents = [
        ("run", lifecycle(binary, "run", "--format", "json", *files).stdout),
        ("check", lifecycle(binary, "check", "--format", "json", check=False).stdout),
        ("explore", lifecycle(binary, "explore", "--format", "json", "--depth", "2", "Scenarios/explore/children.yaml").stdout),
        ("audit", lifecycle(binary, "audit", "--format", "json", "--depth", "2", "--output", os.path.join(ROOT, ".build", "ci-audit"),
                            "Scenarios/audit/use-3-analytics-in-view-did-appear-uikit.yaml", check=False).stdout),
        ("audit", lifecycle(binary, "audit", "--format", "json", "--depth", "2", "--to", "swiftui",
                            "Scenarios/audit/use-1-set-up-in-view-did-load-uikit.yaml").stdout),
    ]
    with tempfile.TemporaryDirectory() as folder:
        for name, text in FAILING.items():
            with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
                file.write(text)
        write_failing_golden(binary, problems, folder)
        result = lifecycle(binary, "check", "--format", "json", folder, check=False)
        if result.returncode == 0:
            problems.add("check passed scenarios that fail")
        documents.append(("check", result.stdout))
    seen = set()
    for command, text in documents:
        seen.add(command)
        document = json.loads(text)
        validate(problems, outputs[command], document, f"{command} --format json")
        validate(problems, anything, document, f"{command} --format json (against the whole schema)")
    failing = json.loads(documents[-1][1])
    kinds = {key for scenario in failing["scenarios"] for key in scenario}
    for key in ["errors", "skipped", "checks"]:
        if key not in kinds:
            problems.add(f"the failing check output has no scenario with '{key}' to validate")
    if not any(scenario["errors"] for scenario in failing["scenarios"]):
        problems.add("the failing check output has no error object to validate")
    diffs = {check["kind"]: check["diff"] for scenario in failing["scenarios"]
             for check in scenario["checks"] if "diff" in check}
    for kind in ["expect", "golden"]:
        if kind not in diffs:
            problems.add(f"the failing check output has no '{kind}' diff to validate")
    if "golden" in diffs and not diffs["golden"]["moves"]:
        problems.add("the failing golden's diff has no move to validate")
    return seen


def write_failing_golden(binary, problems, folder):
    """A scenario whose golden differs from its timeline: recorded, then two lines swapped."""
    path = os.path.join(folder, "golden-differs.yaml")
    with open(path, "w", encoding="utf-8") as file:
        file.write(BASE)
    lifecycle(binary, "check", "--record", "missing", path, check=False, env={"CI": "false"})
    golden = path[:-len(".yaml")] + ".golden"
    if not os.path.exists(golden):
        problems.add("check --record missing wrote no golden for the failing-golden case")
        return
    with open(golden, encoding="utf-8") as file:
        lines = file.read().split("\n")
    events = [index for index, line in enumerate(lines) if "viewWillAppear" in line or "viewDidAppear" in line]
    if len(events) < 2:
        problems.add("the recorded golden has fewer than two events to swap")
        return
    first, second = events[0], events[1]
    lines[first], lines[second] = lines[second], lines[first]
    with open(golden, "w", encoding="utf-8") as file:
        file.write("\n".join(lines))


def check_commands(binary, problems, exercised):
    help_text = lifecycle(binary, "--help").stdout
    commands = re.findall(r"^  ([a-z][a-z-]*) {2,}", help_text.split("SUBCOMMANDS:")[1], re.M)
    definitions = json.load(open(os.path.join(SCHEMAS, "output.schema.json"), encoding="utf-8"))["$defs"]
    for command in commands:
        if "--format <format>" not in lifecycle(binary, "help", command).stdout:
            continue
        if command not in OUTPUTS:
            problems.add(f"'{command} --format json' has no schema: add its document to output.schema.json and OUTPUTS")
        elif OUTPUTS[command] not in definitions:
            problems.add(f"output.schema.json has no $defs/{OUTPUTS[command]} for '{command}'")
        elif command not in exercised:
            problems.add(f"'{command} --format json' is never validated")


def main():
    binary = os.path.abspath(sys.argv[1])
    problems = Problems()
    scenario_schema = validator("scenario.schema.json")
    files = scenario_files()
    check_scenarios(binary, problems, scenario_schema, files)
    check_broken(binary, problems, scenario_schema)
    exercised = check_outputs(binary, problems, files)
    check_commands(binary, problems, exercised)
    if problems.items:
        print("\n".join(problems.items), file=sys.stderr)
        print(f"schemas: {len(problems.items)} problems", file=sys.stderr)
        return 1
    print(f"schemas: {len(files)} scenarios valid as lifecycle and an editor read them, "
          f"{len(BROKEN)} broken variants refused, JSON output of {', '.join(sorted(exercised))} valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
