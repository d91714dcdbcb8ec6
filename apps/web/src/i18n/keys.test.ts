import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import ko from './ko.json';
import adminKo from './admin.ko.json';

/**
 * Every translation key the web app's code names exists in the strings (parity.test.ts then holds the
 * other language to the same keys). A key that does not exist shows as the raw key to every user, and
 * nothing else would notice: the translator answers a missing key with the key itself.
 *
 * What the code names, read from its syntax tree (tests left out):
 * - a string literal that starts with a top-level key and a dot (`'catalogue.filters.more'`), wherever it
 *   stands: a `t()` argument, a `labelKey` in a table of options, a prop;
 * - a template whose literal head starts so (`` `adminScreens.${screen}.title` ``): some key must match it,
 *   each `${…}` standing for anything;
 * - a template that starts with a component's prop (`` `${strings}.detail.notFoundTitle` ``, `` `${k}.alt` ``):
 *   for every place that renders the component with a literal for that prop (`strings="publicRecipes"`,
 *   `strings={{ screen: 'adminShop.sales' }}`), the literal and the rest must make a key.
 * Anything else built at run time is listed by the last test, which holds the list to what is known.
 */

const SRC = path.resolve(import.meta.dirname, '..');

type Tree = Record<string, unknown>;
/** Every key, as the path to a string (a leaf) or to a group of strings (a prefix the code may name). */
function keysOf(tree: Tree, prefix = '', out = { leaves: new Set<string>(), groups: new Set<string>() }) {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') {
      out.groups.add(key);
      keysOf(v as Tree, key, out);
    } else {
      out.leaves.add(key);
      // plural forms (translator.ts): the code names the base key
      out.leaves.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  }
  return out;
}
const { leaves, groups } = keysOf({ ...ko, ...adminKo });
const all = [...leaves, ...groups];
const TOP = new Set(Object.keys({ ...ko, ...adminKo }));
const KEY_LIKE = /^([a-zA-Z]+)(\.[a-zA-Z0-9_]+)+$/;
/** The top-level key a text starts with, when it starts like a key. */
const topOf = (text: string) => /^([a-zA-Z]+)\./.exec(text)?.[1];
const exists = (key: string) => leaves.has(key) || groups.has(key);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A key matches the template's parts, each `${…}` standing for anything. */
const matchesSome = (parts: string[]) => {
  const re = new RegExp(`^${parts.map(escape).join('.+')}$`);
  return all.some((k) => re.test(k));
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$|\.d\.ts$|(^|\/)test\//.test(f))
    .map((f) => path.join(dir, f));
}

type Found = { where: string; text: string };
const literals: Found[] = [];
const templates: Found[] = [];
/** A `${x}.rest` template whose x a caller hands over: the sub-key when x is an object's field, the rest's parts. */
type PrefixTemplate = { sub?: string; rest: string[]; where: string };
/** by receiver (`Component prop`, or `function #index` for a plain function's parameter) */
const prefixTemplates = new Map<string, PrefixTemplate[]>();
/** a receiver handing its prefix on to another (`<PinnedRecipe strings={strings}>`, `notUsableReason(t, k, r)`) */
const handsOn: { from: string; to: string }[] = [];
/** a receiver given a literal (`strings="quotes.form"`, `strings={{ screen: 'adminShop.sales' }}`, or a constant holding one) */
const given: { to: string; value: string | Record<string, string>; where: string }[] = [];
const unresolved: Found[] = [];

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  `${path.relative(SRC, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
const isLiteral = (e: ts.Node): e is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e);

/**
 * The receivers a function's parameters are, by local name: a component's destructured props
 * (`{ strings: k }`: k is `X strings`), its props object (`p`: `p.strings` is `X strings`, also through
 * `const { strings: k } = p`), and a plain function's positional parameters (`X #1`).
 */
function paramsOf(name: string, fn: ts.SignatureDeclaration): Map<string, string> {
  const names = new Map<string, string>();
  const bind = (pattern: ts.BindingName) => {
    if (!ts.isObjectBindingPattern(pattern)) return;
    for (const el of pattern.elements) {
      const prop =
        el.propertyName && ts.isIdentifier(el.propertyName)
          ? el.propertyName.text
          : ts.isIdentifier(el.name)
            ? el.name.text
            : null;
      if (prop && ts.isIdentifier(el.name)) names.set(el.name.text, `${name} ${prop}`);
    }
  };
  fn.parameters.forEach((param, i) => {
    if (i === 0 && ts.isObjectBindingPattern(param.name)) return bind(param.name);
    if (!ts.isIdentifier(param.name)) return;
    names.set(param.name.text, `${name} #${i}`);
    if (i !== 0) return;
    names.set(`${param.name.text}.*`, name); // `p.strings` is `name strings`
    const body = (fn as ts.FunctionLikeDeclarationBase).body;
    if (body && ts.isBlock(body))
      for (const st of body.statements)
        if (ts.isVariableStatement(st))
          for (const d of st.declarationList.declarations)
            if (d.initializer && ts.isIdentifier(d.initializer) && d.initializer.text === param.name.text) bind(d.name);
  });
  return names;
}

/** The named functions around a node, innermost first, with their parameters. */
function ownersOf(node: ts.Node): Map<string, string>[] {
  const owners: Map<string, string>[] = [];
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    let name: string | undefined;
    if (ts.isFunctionDeclaration(n) && n.name) name = n.name.text;
    else if (
      (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) &&
      ts.isVariableDeclaration(n.parent) &&
      ts.isIdentifier(n.parent.name)
    )
      name = n.parent.name.text;
    if (name) owners.push(paramsOf(name, n as ts.SignatureDeclaration));
  }
  return owners;
}

type Resolved = { receiver: string; sub?: string } | { literal: string } | null;
/** The receiver or the literal an expression is: a parameter, a prop read off the props object, a constant. */
function resolve(e: ts.Expression, consts: Map<string, string>): Resolved {
  for (const params of ownersOf(e)) {
    if (ts.isIdentifier(e)) {
      const receiver = params.get(e.text);
      if (receiver) return { receiver };
    } else if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression)) {
      const component = params.get(`${e.expression.text}.*`);
      if (component) return { receiver: `${component} ${e.name.text}` };
      const receiver = params.get(e.expression.text);
      if (receiver) return { receiver, sub: e.name.text };
    }
  }
  if (ts.isIdentifier(e) && consts.has(e.text)) return { literal: consts.get(e.text)! };
  return null;
}

for (const file of sourceFiles(SRC)) {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  // the file's constants that hold a key's prefix (`const c = 'adminConsole.status'`)
  const consts = new Map<string, string>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isLiteral(node.initializer))
      consts.set(node.name.text, node.initializer.text);
    ts.forEachChild(node, collect);
  };
  collect(source);

  /** What a caller hands a receiver: a literal, or a receiver of its own. */
  const hand = (to: string, e: ts.Expression, at: ts.Node) => {
    if (isLiteral(e)) return given.push({ to, value: e.text, where: lineOf(source, at) });
    if (ts.isObjectLiteralExpression(e)) {
      const obj: Record<string, string> = {};
      for (const p of e.properties)
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && isLiteral(p.initializer))
          obj[p.name.text] = p.initializer.text;
      if (Object.keys(obj).length) given.push({ to, value: obj, where: lineOf(source, at) });
      return;
    }
    const r = resolve(e, consts);
    if (!r) return;
    if ('literal' in r) given.push({ to, value: r.literal, where: lineOf(source, at) });
    else if (!r.sub) handsOn.push({ from: r.receiver, to });
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (isLiteral(node)) {
      if (KEY_LIKE.test(node.text) && TOP.has(topOf(node.text)!)) literals.push({ where: lineOf(source, node), text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      const top = topOf(node.head.text);
      if (top && TOP.has(top)) templates.push({ where: lineOf(source, node), text: parts.join('${…}') });
      else if (node.head.text === '' && /^\.[a-zA-Z]/.test(parts[1]!)) {
        // `${prefix}.rest`
        const first = node.templateSpans[0]!.expression;
        const r = resolve(first, consts);
        const rest = parts.slice(1);
        if (r && 'literal' in r)
          templates.push({ where: lineOf(source, node), text: [r.literal + rest[0], ...rest.slice(1)].join('${…}') });
        else if (r) {
          const list = prefixTemplates.get(r.receiver) ?? [];
          list.push({ sub: r.sub, rest, where: lineOf(source, node) });
          prefixTemplates.set(r.receiver, list);
        } else unresolved.push({ where: lineOf(source, node), text: `\${${first.getText(source)}}${rest.join('${…}')}` });
      }
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isIdentifier(node.name)) {
      const component = node.parent.parent.tagName.getText(source);
      const init = node.initializer;
      const e = isLiteral(init) ? init : ts.isJsxExpression(init) ? init.expression : undefined;
      if (e) hand(`${component} ${node.name.text}`, e, node);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      node.arguments.forEach((arg, i) => hand(`${callee} #${i}`, arg, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// a receiver that hands its prefix on to another gets that one's templates too
for (let changed = true; changed;) {
  changed = false;
  for (const { from, to } of handsOn) {
    const mine = prefixTemplates.get(from) ?? [];
    const add = (prefixTemplates.get(to) ?? []).filter((t) => !mine.includes(t));
    if (add.length) {
      prefixTemplates.set(from, [...mine, ...add]);
      changed = true;
    }
  }
}

describe('translation keys the code names', () => {
  it('literal keys exist', () => {
    expect(literals.length).toBeGreaterThan(2000);
    expect(literals.filter((l) => !exists(l.text)).map((l) => `${l.where} ${l.text}`)).toEqual([]);
  });

  it('a template under a top-level key matches some key', () => {
    expect(templates.length).toBeGreaterThan(50);
    expect(templates.filter((t) => !matchesSome(t.text.split('${…}'))).map((t) => `${t.where} ${t.text}`)).toEqual([]);
  });

  it('a template on a prefix handed in makes a key for every literal a caller hands', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const use of given) {
      for (const tpl of prefixTemplates.get(use.to) ?? []) {
        const prefix =
          typeof use.value === 'string' ? (tpl.sub ? undefined : use.value) : tpl.sub ? use.value[tpl.sub] : undefined;
        if (prefix === undefined) continue;
        checked++;
        if (!matchesSome([prefix + tpl.rest[0]!, ...tpl.rest.slice(1)]))
          missing.push(`${use.where} ${use.to} = ${JSON.stringify(use.value)}: ${tpl.where} ${prefix}${tpl.rest.join('${…}')}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('every key built at run time is checked by one of the above', () => {
    expect(unresolved.map((u) => `${u.where} ${u.text}`)).toEqual([]);
  });
});
