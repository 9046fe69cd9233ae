import type { CliCommand } from './command.ts';
import { analyzeCommand } from './commands/analyze.ts';

// Every CLI command, in help order. To add one: create src/cli/commands/<name>.ts exporting a
// CliCommand, and add it here. Nothing else changes.
export const COMMANDS: readonly CliCommand[] = [analyzeCommand];
