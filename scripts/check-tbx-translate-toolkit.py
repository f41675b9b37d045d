#!/usr/bin/env python3
"""Reads a TBX file written by `stylesync export --format tbx` with
translate-toolkit (translate.storage.tbx, the Debian package
translate-toolkit) and compares what it reads with what stylesync wrote.

    check-tbx-translate-toolkit.py EXPORTED.tbx EXPECTED.json

EXPECTED.json is what scripts/glossary-terms.ts prints for the project:
the glossary's terms as stylesync read them from its files. Compared, one
line each: every pair (source language, target language, source term,
target term), the forbidden variants of each pair (terms marked
deprecatedTerm-admn-sts), and per concept the definitions and notes
(translate: false is the note "Do not translate."). Terms, targets,
definitions and notes come through translate-toolkit's API (unit.source,
unit.gettarget(lang), the unit's notes and its "definition" notes); the
administrative status has no API there, so it is read from the unit's lxml
element. Both sides are printed, as JSON strings so that no term acts on a
terminal or a CI log. Exits 1 on any difference, or when there is nothing to
compare.
"""

import json
import sys

from translate.misc.xml_helpers import getXMLlang
from translate.storage import tbx

DO_NOT_TRANSLATE = "Do not translate."
DEPRECATED = "deprecatedTerm-admn-sts"


def q(text):
    # ASCII JSON, and `#` escaped too: `##[warning]` anywhere on a line is a command to a GitHub runner.
    return json.dumps(text, ensure_ascii=True).replace("#", "\\u0023")


def read_with_translate_toolkit(path):
    with open(path, "rb") as f:
        store = tbx.tbxfile(f)
    lines = set()
    for unit in store.units:
        langsets = unit.getlanguageNodes()
        source_lang = getXMLlang(langsets[0]).lower()
        source = unit.source
        for langset in langsets[1:]:
            lang = getXMLlang(langset)
            pair = f"{source_lang}->{lang.lower()} {q(source)}"
            lines.add(f"{pair} -> {q(unit.gettarget(lang))}")
            forbidden = [
                tig.findtext(unit.namespaced("term"))
                for tig in langset.iter(unit.namespaced("tig"))
                if any(
                    n.get("type") == "administrativeStatus" and n.text == DEPRECATED
                    for n in tig.iter(unit.namespaced("termNote"))
                )
            ]
            if forbidden:
                lines.add(f"{pair} not to use: {q(forbidden)}")
        concept = f"{source_lang} {q(source)}"
        add_concept(lines, concept, unit._getnotelist(origin="definition"), unit._getnotelist())
    return lines


def add_concept(lines, concept, definitions, notes):
    """The lines of one concept's definitions and notes, as distinct sorted texts (both sides say them alike)."""
    for kind, texts in (("definitions", definitions), ("notes", notes)):
        if texts:
            lines.add(f"{concept} {kind}: {q(sorted(set(texts)))}")


def expected_from_stylesync(path):
    with open(path, encoding="utf-8") as f:
        glossaries = json.load(f)
    if len(glossaries) != 1:
        sys.exit(f"expected one glossary in {path}, found {len(glossaries)}")
    lines = set()
    concepts = {}
    for d in glossaries[0]["dictionaries"]:
        for e in d["entries"]:
            pair = f"{d['source_lang']}->{d['target_lang']} {q(e['source'])}"
            lines.add(f"{pair} -> {q(e['target'])}")
            if e.get("forbidden"):
                lines.add(f"{pair} not to use: {q(e['forbidden'])}")
            c = concepts.setdefault(f"{d['source_lang']} {q(e['source'])}", (set(), set()))
            if "definition" in e:
                c[0].add(e["definition"])
            if "note" in e:
                c[1].add(e["note"])
            if e.get("translate") is False:
                c[1].add(DO_NOT_TRANSLATE)
    for concept, (definitions, notes) in concepts.items():
        add_concept(lines, concept, definitions, notes)
    return lines


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    wrote = expected_from_stylesync(argv[2])
    read = read_with_translate_toolkit(argv[1])
    print(f"stylesync wrote ({len(wrote)} lines, from {argv[2]}):")
    for line in sorted(wrote):
        print(f"  {line}")
    print(f"translate-toolkit read ({len(read)} lines, translate.storage.tbx on {argv[1]}):")
    for line in sorted(read):
        print(f"  {line}")
    missing, extra = sorted(wrote - read), sorted(read - wrote)
    for line in missing:
        print(f"  MISSING in translate-toolkit's reading: {line}")
    for line in extra:
        print(f"  NOT WRITTEN by stylesync: {line}")
    if not wrote:
        print("nothing to compare: the glossary has no terms")
        return 1
    if missing or extra:
        print(f"translate-toolkit reads the TBX differently: {len(missing)} missing, {len(extra)} extra")
        return 1
    print(f"translate-toolkit reads the same {len(wrote)} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
