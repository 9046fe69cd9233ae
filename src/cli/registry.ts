import type { CliCommand } from './command.ts';
import { analyzeCommand } from './commands/analyze.ts';
import { listsCommand } from './commands/lists.ts';
import { rewriteCommand } from './commands/rewrite.ts';
import { speakCommand } from './commands/speak.ts';

// Every CLI command, in help order. To add one: create src/cli/commands/<name>.ts exporting a
// CliCommand, and add it here. Nothing else changes.
export const COMMANDS: readonly CliCommand[] = [analyzeCommand, rewriteCommand, speakCommand, listsCommand];
