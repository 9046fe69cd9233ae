import { RULE_IDS } from '../../core/analysis/rule-types.ts';
import { WORD_LIST_MAX_CHARS, WORD_LIST_MAX_ENTRIES } from '../../core/lists/limits.ts';
import { type CliCommand, EXIT_OK, EXIT_USAGE } from '../command.ts';
import { readCommandFlags } from '../command-flags.ts';
import { write, writeError } from '../io.ts';
import { CONFIG_FILE_NAME, loadWordLists } from '../word-lists-config.ts';

const USAGE = `Usage: calmly lists [--config FILE]

Prints the word lists that calmly analyze and calmly rewrite would use here, as JSON:
{"path": "/where/.calmlyrc.json" or null, "lists": {...}}. Exit code 2 when the file is not valid.

Where the lists come from:
  --config FILE          this file;
  otherwise              the nearest ${CONFIG_FILE_NAME} in the working directory or a parent
                         (like alex's .alexrc); with none, no lists: plain spec §5 scoring.

The file is one JSON object with up to three lists (each optional, at most ${WORD_LIST_MAX_ENTRIES} entries,
each entry at most ${WORD_LIST_MAX_CHARS} characters). It is the same JSON as the "Word lists" tab's
export in the app, and the body of PUT /api/word-lists.

  "allow"   words or phrases never flagged, by any rule or custom trigger. A finding is dropped
            when it lies inside an allowed word or phrase: allowing "deadline" quiets "deadline",
            allowing "must" still leaves "you must" (a longer, demanding phrase).
  "off"     built-in rules switched off (docs/rules.md): ${RULE_IDS.join(', ')}.
            A rule that is off makes no finding, issue or penalty; your own custom
            triggers still count.
  "custom"  your own triggers: {"phrase", "category", "alternative"?}. The category is pressure,
            emotional or demanding; the phrase then counts exactly like a built-in word of that
            rule (its issue, severity and penalty, once per message), highlighted with your
            gentler "alternative" as the suggestion.

Phrases match whole words in any case; a space matches any run of spaces or line breaks.

Example ${CONFIG_FILE_NAME}:
  {
    "allow": ["deadline", "critical path"],
    "off": ["lacks-context"],
    "custom": [
      {"phrase": "per my last email", "category": "pressure", "alternative": "as a reminder"},
      {"phrase": "circle back", "category": "demanding"}
    ]
  }

Options:
  --config FILE   read the lists from this file
  -h, --help      show this help

Exit codes: 0 success, 2 usage error or a lists file that is missing or not valid.`;

const FLAGS = { config: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

export const listsCommand: CliCommand = {
  name: 'lists',
  summary: 'Show the word lists (.calmlyrc.json or --config) that analyze and rewrite use, and their format',
  usage: USAGE,
  async run(args, io) {
    const read = await readCommandFlags(args, io, {
      name: 'lists',
      usage: USAGE,
      options: FLAGS,
      readsStdin: false,
    });
    if ('exitCode' in read) return read.exitCode;
    const loaded = await loadWordLists({ config: read.flags.config, cwd: io.cwd ?? process.cwd() });
    if (!loaded.ok) {
      await writeError(io, loaded.problem);
      return EXIT_USAGE;
    }
    const lists = loaded.lists ?? { allow: [], off: [], custom: [] };
    await write(io.stdout, `${JSON.stringify({ path: loaded.path ?? null, lists }, null, 2)}\n`);
    return EXIT_OK;
  },
};
