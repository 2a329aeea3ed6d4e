// Seconds become milliseconds (and back) only through src/trace/units.ts, whose types tell
// the two apart: no `* 1000` or `/ 1000` elsewhere in src/.
const isThousand = (node) => node.type === 'Literal' && node.value === 1000;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No seconds↔milliseconds arithmetic outside src/trace/units.ts.' },
    messages: {
      convert:
        'Converts seconds and milliseconds by hand: use secondsToMs, msToSeconds or wholeSeconds (src/trace/units.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator !== '*' && node.operator !== '/') return;
        if (isThousand(node.right) || (node.operator === '*' && isThousand(node.left)))
          context.report({ node, messageId: 'convert' });
      },
      AssignmentExpression(node) {
        if ((node.operator === '*=' || node.operator === '/=') && isThousand(node.right))
          context.report({ node, messageId: 'convert' });
      },
    };
  },
};
