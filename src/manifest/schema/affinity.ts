// podterm's overlay on the scheduling terms of a PodSpec's affinity (pod.ts uses them): node
// selector terms and pod (anti-)affinity terms.
import { list, map, obj, str } from './types.ts';

const requirement = (doc: string) =>
  obj(doc, {
    key: str('Label key (matchFields: metadata.name).'),
    operator: str('How values compare.', {
      enum: ['In', 'NotIn', 'Exists', 'DoesNotExist', 'Gt', 'Lt'],
    }),
    values: list('Values (one integer for Gt/Lt, none for Exists/DoesNotExist).', str('A value.')),
  });

export const nodeSelectorTerm = obj('Requirements, ANDed; an empty term matches no node.', {
  matchExpressions: list('On node labels.', requirement('A label requirement.')),
  matchFields: list('On node fields.', requirement('A field requirement.')),
});

export const podAffinityTerm = obj(
  'Pods (labelSelector, namespaces) and the node label (topologyKey) that makes a domain.',
  {
    labelSelector: obj('The Pods the term is about; absent: none.', {
      matchLabels: map('Labels a Pod must have.'),
      matchExpressions: list('Label requirements.', requirement('A label requirement.')),
    }),
    namespaces: list('Namespaces the Pods may be in; empty: this Pod’s own.', str('A namespace.')),
    namespaceSelector: obj('Namespaces by label; {} matches every namespace.'),
    topologyKey: str('Node label whose value makes the domain, e.g. kubernetes.io/hostname.'),
  },
);
