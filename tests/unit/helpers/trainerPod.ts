// The restart-rules Pod of KEP-5307's example: restartPolicy Never, a container that exits 42
// two seconds after each start and restarts in place on that code. `action` is the rule's.
export const trainerPod = (action = 'Restart'): string => `apiVersion: podterm.dev/v1
kind: Scenario
spec: {nodes: 1, duration: 20s}
---
apiVersion: v1
kind: Pod
metadata:
  name: trainer
  annotations: {podterm.dev/process.main: "run=2s exitCode=42"}
spec:
  restartPolicy: Never
  containers:
  - name: main
    image: trainer:1
    restartPolicy: Never
    restartPolicyRules:
    - action: ${action}
      exitCodes: {operator: In, values: [42]}
`;
