// The part of addons-linter's API the Firefox test calls (the package ships no types).
declare module 'addons-linter' {
  type LinterMessage = { code: string; message: string; file?: string };
  const addonsLinter: {
    createInstance(options: { config: Record<string, unknown>; runAsBinary: boolean }): {
      run(): Promise<{ errors: LinterMessage[]; warnings: LinterMessage[]; notices: LinterMessage[] }>;
    };
  };
  export default addonsLinter;
}
