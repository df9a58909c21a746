// Function length (docs/conventions.md, Function length): no function in the source of apps/ and packages/
// spans more than 150 lines. A function that long is several jobs in one — most often a `createXxx(deps)`
// factory whose returned object of closures grew verb by verb — and is split by verb into sibling files.
// Counted: every function-like node (function declaration, arrow, function expression, method, accessor,
// constructor) of every non-test .ts/.tsx file, parsed with the TypeScript compiler. Its length is the lines of
// its span that hold code: blank lines and comment-only lines do not count, nor the inner lines of a data
// literal (an object or array literal of literals only, such as a table of rows or of messages).
// A nested function counts inside its parent as well as on its own.
// Functions already over the limit when the rule came in are listed in scripts/function-length-allowlist.json
// with their length then. The list only shrinks: the check fails on a function over the limit that is not
// listed, on a listed one that grew past its recorded length, and on a listed one that is now under the limit
// or gone (remove its entry). Run by `npm run lint`; `--report` prints every function over the limit.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const LIMIT = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allowlistFile = path.join(root, 'scripts', 'function-length-allowlist.json');
const SKIPPED = new Set(['node_modules', 'dist', 'migrations', 'coverage', 'test', '__tests__', '.e2e-artifacts', 'test-results']);
const TEST_FILE = /\.(test|spec)\.tsx?$/;

function sourcesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !TEST_FILE.test(name) ? [full] : [];
  });
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)
  );
}

function nameText(name, sourceFile) {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(sourceFile);
}

/** What a function is called: its own name, the variable or property it is assigned to, or the call it is passed to. */
function ownName(node, sourceFile) {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return nameText(node.name, sourceFile);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return nameText(parent.name, sourceFile);
  if (ts.isBinaryExpression(parent) && parent.right === node) return parent.left.getText(sourceFile);
  if (ts.isExportAssignment(parent)) return 'default';
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(sourceFile).replace(/\s+/g, '')})`;
  return '(anonymous)';
}

/** Whether an expression is only data: literals, and object and array literals of them (no name, call or function). */
function isData(node) {
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every((property) => ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name) && isData(property.initializer));
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isData);
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return isData(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand) || ts.isBigIntLiteral(node.operand);
  if (ts.isIdentifier(node)) return node.text === 'undefined';
  return (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isBigIntLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  );
}

/** A data literal: an object or array literal that is only data, such as a table of rows or of messages. */
function isDataLiteral(node) {
  return (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) && isData(node);
}

/** The 0-based lines of the file that hold a token: blank and comment-only lines hold none. */
function codeLines(sourceFile) {
  const lines = new Set();
  const mark = (start, end) => {
    const first = sourceFile.getLineAndCharacterOfPosition(start).line;
    const last = sourceFile.getLineAndCharacterOfPosition(Math.max(start, end - 1)).line;
    for (let line = first; line <= last; line++) lines.add(line);
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText && node.containsOnlyTriviaWhiteSpaces) return;
    const children = node.getChildren(sourceFile);
    if (children.length === 0) {
      if (node.kind !== ts.SyntaxKind.EndOfFileToken) mark(node.getStart(sourceFile), node.getEnd());
      return;
    }
    children.forEach(visit);
  };
  visit(sourceFile);
  return lines;
}

/** Every function of one file whose length is over the limit, as { name, lines } with a dotted name of its enclosing functions. */
function longFunctionsOf(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position) => sourceFile.getLineAndCharacterOfPosition(position).line;
  const candidates = [];
  const visit = (node, scope) => {
    let inner = scope;
    if (isFunctionLike(node)) {
      const name = [...scope, ownName(node, sourceFile)].join('.');
      if (lineOf(node.getEnd()) - lineOf(node.getStart(sourceFile)) + 1 > LIMIT) candidates.push({ node, name });
      inner = [...scope, ownName(node, sourceFile)];
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(sourceFile, []);
  if (candidates.length === 0) return [];

  const code = codeLines(sourceFile);
  const seen = new Map();
  return candidates.flatMap(({ node, name }) => {
    const first = lineOf(node.getStart(sourceFile));
    const last = lineOf(node.getEnd());
    const counted = new Set();
    for (let line = first; line <= last; line++) if (code.has(line)) counted.add(line);
    // The inner lines of a data literal do not count; its first and last lines hold the code around it.
    const dropData = (child) => {
      if (isDataLiteral(child)) {
        for (let line = lineOf(child.getStart(sourceFile)) + 1; line < lineOf(child.getEnd()); line++) counted.delete(line);
      } else ts.forEachChild(child, dropData);
    };
    ts.forEachChild(node, dropData);
    if (counted.size <= LIMIT) return [];
    // Two functions with the same dotted name in one file are told apart by their order.
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return [{ name: count === 1 ? name : `${name}#${count}`, lines: counted.size, line: first + 1 }];
  });
}

const found = ['apps', 'packages']
  .filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) => sourcesUnder(path.join(root, dir)))
  .flatMap((file) => longFunctionsOf(file).map((entry) => ({ path: path.relative(root, file).split(path.sep).join('/'), ...entry })));

const allowlist = JSON.parse(readFileSync(allowlistFile, 'utf8'));
const key = (entry) => `${entry.path} ${entry.function ?? entry.name}`;
const allowed = new Map(allowlist.map((entry) => [key(entry), entry]));
const current = new Map(found.map((entry) => [key(entry), entry]));
const problems = [];

if (process.argv.includes('--report')) {
  for (const entry of [...found].sort((a, b) => b.lines - a.lines))
    console.log(`${String(entry.lines).padStart(4)}  ${entry.path}:${entry.line}  ${entry.name}`);
}
for (const entry of found) {
  const listed = allowed.get(key(entry));
  const where = `${entry.path}:${entry.line} ${entry.name}`;
  if (!listed) problems.push(`${where} is ${entry.lines} lines, over the limit of ${LIMIT}: split it (by verb, into sibling files).`);
  else if (entry.lines > listed.lines)
    problems.push(`${where} grew to ${entry.lines} lines, past the ${listed.lines} recorded in the allowlist: split it rather than grow it.`);
}
for (const entry of allowlist) {
  if (!current.has(key(entry)))
    problems.push(
      `${entry.path} ${entry.function} is no longer over ${LIMIT} lines (or no longer exists): remove its entry from scripts/function-length-allowlist.json.`,
    );
}

if (problems.length === 0) {
  console.log(`function length: ${found.length} functions over ${LIMIT} lines, all in the allowlist at or under their recorded length`);
} else {
  for (const problem of problems) console.error(problem);
  process.exitCode = 1;
}
