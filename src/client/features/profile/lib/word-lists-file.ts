// The word lists' JSON document is shared with the CLI and the browser extension (core/lists).
export {
  draftProblem,
  EXPORT_FILE_NAME,
  exportedText,
  type ImportResult,
  parseWordListsFile,
} from '../../../../core/lists/word-lists-file.ts';
