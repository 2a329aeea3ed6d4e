// A version decides behaviour only through the rulebook (src/versions/): outside it, no
// comparison may read a Kubernetes minor or version, whether against a number (`minor >= 27`)
// or against another version. A `KubeVersion` cannot be ordered at all (TypeScript refuses
// `v >= 27` on it), so what is left to catch is its number: `v.minor`, a `minor`, a `…Minor`,
// a `version` read as a number. Names carry it through the code, so the rule needs no type
// information and stays fast.
const VERSIONISH = /^(minor|version|ver)$|Minor$|(?<!api)Version$/;
const RELATIONAL = new Set(['<', '<=', '>', '>=', '==', '===', '!=', '!==']);

/** The name an operand is known by: `minor`, `ctx.minor`, `world.v`, `traceMinor(t)`. */
function nameOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  if (node.type === 'CallExpression') return nameOf(node.callee);
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression')
    return nameOf(node.expression);
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No comparison of a Kubernetes version outside src/versions/.' },
    messages: {
      compare:
        'Compares a Kubernetes version ({{name}} {{op}} …): ask the rulebook in src/versions/ (a gate or a named rule) instead.',
    },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (!RELATIONAL.has(node.operator)) return;
        for (const [side, other] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          const name = nameOf(side);
          if (!name || !VERSIONISH.test(name)) continue;
          // `version === undefined`, `kubernetesVersion !== ''`: presence, not order.
          if (other.type === 'Identifier' && other.name === 'undefined') continue;
          if (other.type === 'Literal' && (other.value === null || typeof other.value === 'string'))
            continue;
          if (other.type === 'UnaryExpression' && other.operator === 'typeof') continue;
          if (side.type === 'UnaryExpression') continue;
          context.report({ node, messageId: 'compare', data: { name, op: node.operator } });
          return;
        }
      },
    };
  },
};
