// Tests that can fail (issue 46): three mechanical ways a test stops checking what it names.
//
//   conditional-expect     an expect inside an if, a ternary, a && / || / ??, a switch case or a
//                          catch, in a test body: when the condition is false the check never runs.
//   no-early-return        a return before the end of a test body: what follows never runs.
//   loop-expect-needs-length  a for...of / for...in / forEach whose body expects something of each
//                          item, over a collection no earlier expect has shown to be non-empty: it
//                          passes on an empty list. Bind the collection to a name and check its
//                          length first (or turn the loop into one expect on a mapped array).
//
// A test body is the function given to it/test (and their .only/.skip/.each/... forms) in Vitest
// or Playwright; functions nested in it (a fast-check property, a step) are part of it, helpers
// defined outside a test are not. A deliberate exception carries an eslint-disable comment with
// its reason.

const TEST_NAMES = new Set(["it", "test"]);

/** True for `it`, `test`, `it.only`, `test.skip`, `test.describe`-free forms and `it.each(...)`. */
function isTestCallee(callee) {
  if (callee.type === "Identifier") return TEST_NAMES.has(callee.name);
  if (callee.type === "MemberExpression" && !callee.computed) {
    if (callee.property.type === "Identifier" && ["describe", "step", "beforeAll", "beforeEach", "afterAll", "afterEach", "use", "extend", "info", "setTimeout", "fixme", "fail", "slow"].includes(callee.property.name) && callee.object.type === "Identifier") {
      // test.describe(...), test.step(...), test.beforeAll(...): not a test of its own.
      return false;
    }
    return isTestCallee(callee.object);
  }
  // it.each([...])("name", fn), test.each`table`("name", fn)
  if (callee.type === "CallExpression") return isTestCallee(callee.callee);
  if (callee.type === "TaggedTemplateExpression") return isTestCallee(callee.tag);
  return false;
}

function isFunction(node) {
  return node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression" || node.type === "FunctionDeclaration";
}

/** The test callback a node is in (through nested functions), or null outside any test. */
function enclosingTest(ancestors) {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i];
    if (isFunction(node)) {
      const parent = ancestors[i - 1];
      if (parent && parent.type === "CallExpression" && parent.arguments.includes(node) && isTestCallee(parent.callee)) return { fn: node, index: i };
      // A function declared on its own (a helper) is not in a test unless it is nested in one.
    }
  }
  return null;
}

function isExpectCall(node) {
  if (node.type !== "CallExpression") return false;
  let callee = node.callee;
  // expect(x), expect.soft(x), expect.poll(fn)
  if (callee.type === "MemberExpression" && callee.object.type === "Identifier" && callee.object.name === "expect") return true;
  return callee.type === "Identifier" && callee.name === "expect";
}

/** Names bound by a pattern (parameters, destructuring). */
function patternNames(pattern, into) {
  if (!pattern) return into;
  switch (pattern.type) {
    case "Identifier":
      into.add(pattern.name);
      break;
    case "ObjectPattern":
      for (const p of pattern.properties) patternNames(p.type === "RestElement" ? p.argument : p.value, into);
      break;
    case "ArrayPattern":
      for (const e of pattern.elements) patternNames(e, into);
      break;
    case "AssignmentPattern":
      patternNames(pattern.left, into);
      break;
    case "RestElement":
      patternNames(pattern.argument, into);
      break;
    default:
      break;
  }
  return into;
}

/** Whether an expression calls or awaits anything (it then reads the world, not the parameters). */
function callsOrAwaits(node, visitorKeys) {
  const stack = [node];
  while (stack.length) {
    const current = stack.pop();
    if (!current || typeof current.type !== "string") continue;
    if (["CallExpression", "NewExpression", "AwaitExpression", "TaggedTemplateExpression"].includes(current.type)) return true;
    for (const key of visitorKeys[current.type] ?? []) {
      const value = current[key];
      if (Array.isArray(value)) stack.push(...value);
      else if (value) stack.push(value);
    }
  }
  return false;
}

/** Identifiers an expression reads (not property names or object keys). */
function readNames(node, visitorKeys, into = new Set()) {
  const stack = [[node, null]];
  while (stack.length) {
    const [current, parent] = stack.pop();
    if (!current || typeof current.type !== "string") continue;
    if (current.type === "Identifier") {
      const isProperty = parent && ((parent.type === "MemberExpression" && parent.property === current && !parent.computed) || (parent.type === "Property" && parent.key === current && !parent.computed));
      if (!isProperty && current.name !== "undefined") into.add(current.name);
      continue;
    }
    for (const key of visitorKeys[current.type] ?? []) {
      const value = current[key];
      if (Array.isArray(value)) for (const v of value) stack.push([v, current]);
      else if (value) stack.push([value, current]);
    }
  }
  return into;
}

/**
 * The test's own parameters: what its callback receives (Playwright's fixtures and testInfo,
 * it.each's row) and the consts of its body made of nothing else (`const jsOn =
 * testInfo.project.name === "js-on"`). A branch on them (read, not called: `page.isVisible()` is
 * the page's state) is the same test run each way across the projects or rows, not a check that
 * may silently not run.
 */
function testParameters(fn, visitorKeys) {
  const names = new Set();
  for (const param of fn.params) patternNames(param, names);
  const body = fn.body.type === "BlockStatement" ? fn.body.body : [];
  for (const statement of body) {
    if (statement.type !== "VariableDeclaration" || statement.kind !== "const") continue;
    for (const d of statement.declarations) {
      if (d.id.type !== "Identifier" || !d.init || callsOrAwaits(d.init, visitorKeys)) continue;
      const read = readNames(d.init, visitorKeys);
      if (read.size && [...read].every((n) => names.has(n))) names.add(d.id.name);
    }
  }
  return names;
}

/** Every branch of an if/else-if/else chain or a ternary holds an expect: one of them runs. */
function everyBranchExpects(node, visitorKeys) {
  if (node.type === "IfStatement") {
    if (!node.alternate || !containsExpect(node.consequent, visitorKeys)) return false;
    return node.alternate.type === "IfStatement" ? everyBranchExpects(node.alternate, visitorKeys) : containsExpect(node.alternate, visitorKeys);
  }
  if (node.type === "ConditionalExpression") return containsExpect(node.consequent, visitorKeys) && containsExpect(node.alternate, visitorKeys);
  return false;
}

/** The conditional an expect sits in (between it and the test body), if any. */
function conditionalAround(node, ancestors, test, visitorKeys) {
  let child = node;
  let params = null;
  const onParameters = (condition) => {
    params ??= testParameters(test.fn, visitorKeys);
    if (callsOrAwaits(condition, visitorKeys)) return false;
    const read = readNames(condition, visitorKeys);
    return read.size > 0 && [...read].every((n) => params.has(n));
  };
  for (let i = ancestors.length - 1; i > test.index; i--) {
    const parent = ancestors[i];
    switch (parent.type) {
      case "IfStatement": {
        if (parent.test === child) break;
        // An else-if is judged with the chain it belongs to.
        let chain = parent;
        while (ancestors[ancestors.indexOf(chain) - 1]?.type === "IfStatement" && ancestors[ancestors.indexOf(chain) - 1].alternate === chain) chain = ancestors[ancestors.indexOf(chain) - 1];
        if (!onParameters(parent.test) && !everyBranchExpects(chain, visitorKeys)) return "an if";
        break;
      }
      case "ConditionalExpression":
        if (parent.test !== child && !onParameters(parent.test) && !everyBranchExpects(parent, visitorKeys)) return "a ternary";
        break;
      case "LogicalExpression":
        if (parent.right === child && !onParameters(parent.left)) return `a ${parent.operator}`;
        break;
      case "SwitchCase":
        if (parent.test !== child) return "a switch case";
        break;
      case "CatchClause":
        return "a catch";
      default:
        break;
    }
    child = parent;
  }
  return null;
}

function containsExpect(node, visitorKeys) {
  const stack = [node];
  while (stack.length) {
    const current = stack.pop();
    if (!current || typeof current.type !== "string") continue;
    if (isExpectCall(current)) return true;
    for (const key of visitorKeys[current.type] ?? []) {
      const value = current[key];
      if (Array.isArray(value)) stack.push(...value);
      else if (value) stack.push(value);
    }
  }
  return false;
}

const unwrap = (node) => (node && ["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression"].includes(node.type) ? unwrap(node.expression) : node);

/** The initial value of a `const` the identifier names (in this file), if it has one. */
function constInit(identifier, sourceCode) {
  for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    const def = variable.defs[0];
    if (def && def.type === "Variable" && def.parent.kind === "const" && def.node.id.type === "Identifier") return unwrap(def.node.init);
    return null;
  }
  return null;
}

/**
 * A collection that cannot be empty: a non-empty array or object literal (written there or as a
 * `const` of this file), its .entries()/.keys()/.values(), Object.entries/keys/values of one, or
 * an array literal spreading one. The loop runs.
 */
function isNonEmptyLiteral(input, sourceCode, seen = 0) {
  const node = unwrap(input);
  if (!node || seen > 5) return false;
  if (node.type === "ArrayExpression") return node.elements.length > 0 && node.elements.some((e) => e && (e.type !== "SpreadElement" || isNonEmptyLiteral(e.argument, sourceCode, seen + 1)));
  if (node.type === "ObjectExpression") return node.properties.some((p) => p.type === "Property");
  if (node.type === "Identifier") {
    const init = constInit(node, sourceCode);
    return !!init && isNonEmptyLiteral(init, sourceCode, seen + 1);
  }
  if (node.type === "CallExpression" && node.callee.type === "MemberExpression" && !node.callee.computed && node.callee.property.type === "Identifier") {
    const name = node.callee.property.name;
    if (["entries", "keys", "values"].includes(name) && node.arguments.length === 0) return isNonEmptyLiteral(node.callee.object, sourceCode, seen + 1);
    if (["entries", "keys", "values"].includes(name) && node.callee.object.type === "Identifier" && node.callee.object.name === "Object" && node.arguments.length === 1) {
      return isNonEmptyLiteral(node.arguments[0], sourceCode, seen + 1);
    }
  }
  return false;
}

// A length or size compared, a non-empty length or count (Playwright's toHaveCount), or the first of a locator shown.
const LENGTH_CHECK = /\.length\b|\.size\b|toHaveLength\(\s*[1-9]|not\.toHaveLength\(\s*0\s*\)|not\.toEqual\(\s*\[\s*\]\s*\)|toBeGreaterThan|not\.toBe\(\s*0\s*\)|toHaveCount\(\s*[1-9]|\.first\(\)\)\.toBeVisible\(/;

/** Whether a statement before the loop (in its block or an enclosing one, up to the test body) checks the collection's length. */
function lengthCheckedBefore(loop, collectionText, ancestors, testIndex, sourceCode) {
  let child = loop;
  for (let i = ancestors.length - 1; i >= testIndex; i--) {
    const parent = ancestors[i];
    const body = parent.type === "BlockStatement" || parent.type === "Program" ? parent.body : null;
    if (body) {
      for (const statement of body) {
        if (statement === child) break;
        const text = sourceCode.getText(statement);
        if (text.includes("expect") && text.includes(collectionText) && LENGTH_CHECK.test(text)) return true;
      }
    }
    child = parent;
  }
  return false;
}

const conditionalExpect = {
  meta: {
    type: "problem",
    docs: { description: "No expect inside a condition in a test body: it may never run." },
    messages: { conditional: "This expect is inside {{where}}: when the condition fails the check does not run. Assert the condition itself, or split the test." },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      CallExpression(node) {
        if (!isExpectCall(node)) return;
        const ancestors = sourceCode.getAncestors(node);
        const test = enclosingTest(ancestors);
        if (!test) return;
        const where = conditionalAround(node, ancestors, test, sourceCode.visitorKeys);
        if (where) context.report({ node, messageId: "conditional", data: { where } });
      },
    };
  },
};

const noEarlyReturn = {
  meta: {
    type: "problem",
    docs: { description: "No return before the end of a test body: what follows it never runs." },
    messages: { early: "An early return in a test body: the checks after it do not run, and the test passes. Fail (throw, expect) or skip (it.skipIf) instead." },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      ReturnStatement(node) {
        const ancestors = sourceCode.getAncestors(node);
        // The nearest function must be the test callback itself.
        let nearest = -1;
        for (let i = ancestors.length - 1; i >= 0; i--) {
          if (isFunction(ancestors[i])) {
            nearest = i;
            break;
          }
        }
        if (nearest < 0) return;
        const fn = ancestors[nearest];
        const parent = ancestors[nearest - 1];
        if (!(parent && parent.type === "CallExpression" && parent.arguments.includes(fn) && isTestCallee(parent.callee))) return;
        const body = fn.body.type === "BlockStatement" ? fn.body.body : [];
        if (body[body.length - 1] === node) return; // the last statement: nothing is skipped
        context.report({ node, messageId: "early" });
      },
    };
  },
};

const loopExpectNeedsLength = {
  meta: {
    type: "problem",
    docs: { description: "A loop of expects over a collection first checks that the collection is not empty." },
    messages: {
      unguarded: "This loop expects something of each item of `{{collection}}` but nothing before it shows there is any: an empty list passes. Name the collection and check it first (its length or size; a locator's toHaveCount(n) or first().toBeVisible()), or make the loop one expect on a mapped array.",
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const visitorKeys = sourceCode.visitorKeys;
    function check(loop, collection, body) {
      if (isNonEmptyLiteral(collection, sourceCode)) return;
      if (!containsExpect(body, visitorKeys)) return;
      const ancestors = sourceCode.getAncestors(loop);
      const test = enclosingTest(ancestors);
      if (!test) return;
      let inner = unwrap(collection.type === "AwaitExpression" ? collection.argument : collection);
      // Playwright's await cards.all() / .allTextContents(): the collection is the locator.
      if (inner.type === "CallExpression" && inner.arguments.length === 0 && inner.callee.type === "MemberExpression" && !inner.callee.computed && ["all", "allTextContents", "allInnerTexts"].includes(inner.callee.property.name)) inner = unwrap(inner.callee.object);
      // new Set(x), [...x]: the collection is x.
      if (inner.type === "NewExpression" && inner.callee.type === "Identifier" && inner.callee.name === "Set" && inner.arguments.length === 1) inner = unwrap(inner.arguments[0]);
      if (inner.type === "ArrayExpression" && inner.elements.length === 1 && inner.elements[0]?.type === "SpreadElement") inner = unwrap(inner.elements[0].argument);
      // Object.entries(x), x.entries(): the collection is x.
      if (inner.type === "CallExpression" && inner.callee.type === "MemberExpression" && !inner.callee.computed && ["entries", "keys", "values"].includes(inner.callee.property.name)) {
        if (inner.callee.object.type === "Identifier" && inner.callee.object.name === "Object" && inner.arguments.length === 1) inner = unwrap(inner.arguments[0]);
        else if (inner.arguments.length === 0) inner = unwrap(inner.callee.object);
      }
      const text = sourceCode.getText(inner);
      const named = inner.type === "Identifier" || (inner.type === "MemberExpression" && !inner.computed);
      if (named && lengthCheckedBefore(loop, text, ancestors, test.index, sourceCode)) return;
      context.report({ node: loop, messageId: "unguarded", data: { collection: text.length > 60 ? `${text.slice(0, 57)}...` : text } });
    }
    return {
      ForOfStatement(node) {
        check(node, node.right, node.body);
      },
      ForInStatement(node) {
        check(node, node.right, node.body);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier" || callee.property.name !== "forEach") return;
        const fn = node.arguments[0];
        if (!fn || !isFunction(fn)) return;
        check(node, callee.object, fn.body);
      },
    };
  },
};

export default {
  meta: { name: "test-honesty" },
  rules: {
    "conditional-expect": conditionalExpect,
    "no-early-return": noEarlyReturn,
    "loop-expect-needs-length": loopExpectNeedsLength,
  },
};
