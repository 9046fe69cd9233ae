#!/usr/bin/env python3
"""Issue 21 measurement: rewrites the cases in bench/fixtures/hostile-issue21.jsonl and counts, per
kind (k1 threats, k2 abusive orders, k3 reply dismissals, k4 swear-word names; n* near misses),
how many are sendable by the behaviour checks of ../shared/tools/rewrite_behaviours.py, and how
many explanations call a still-hostile rewrite 'already clear and kind' (kind 5).
usage (from the worktree root): python3 bench/hostile-issue21.py [--show]"""
import collections, json, subprocess, sys
sys.path.insert(0, "/work/shared/tools")
from rewrite_behaviours import check
cases = [json.loads(l) for l in open("bench/fixtures/hostile-issue21.jsonl") if l.strip()]
keys = ("text", "taskType", "tone", "intent", "persona")
inp = "".join(json.dumps({k: c[k] for k in keys}) + "\n" for c in cases)
p = subprocess.run(["npm", "run", "--silent", "calmly", "--", "rewrite", "--jsonl"], input=inp,
                   capture_output=True, text=True, timeout=600)
outs = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
tot = collections.Counter(); ok = collections.Counter(); lies = 0
for c, o in zip(cases, outs):
    kind = c["id"].split("-")[0]; tot[kind] += 1
    msg = o.get("generatedMessage") or ""; expl = o.get("explanation") or ""
    probs = check(c, msg)
    claims_kind = "already clear and kind" in expl
    if claims_kind and c["id"].startswith("k") and not c.get("kind") and msg.strip() == c["text"].strip():
        probs.append("explanation calls kept hostility kind"); lies += 1
    if not probs: ok[kind] += 1
    if probs or "--show" in sys.argv:
        print(f"[{c['id']}] {'; '.join(probs) or 'ok'}\n   in : {c['text']}\n   out: {msg}\n   why: {expl[:160]}")
print(" | ".join(f"{k}: {ok[k]}/{tot[k]}" for k in sorted(tot)), f"| kind-claims on hostile: {lies}")
