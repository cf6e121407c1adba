import { describe, expect, it } from 'vitest';
import { splitCommandLine } from '../../src/providers/command-line.js';

describe('splitCommandLine', () => {
  it.each([
    { command: 'node agent.js --role planner', argv: ['node', 'agent.js', '--role', 'planner'] },
    { command: '  node   agent.js  ', argv: ['node', 'agent.js'] },
    { command: 'python "my agent.py" --x', argv: ['python', 'my agent.py', '--x'] },
    { command: "sh -c 'echo $HOME && ls'", argv: ['sh', '-c', 'echo $HOME && ls'] },
    { command: '--name="a b"c', argv: ['--name=a bc'] },
    { command: 'say "she said \\"hi\\" \\\\ ok"', argv: ['say', 'she said "hi" \\ ok'] },
    { command: "say 'no \\escape here'", argv: ['say', 'no \\escape here'] },
    { command: 'path\\ with\\ spaces/agent', argv: ['path with spaces/agent'] },
    { command: 'run "" x', argv: ['run', '', 'x'] },
    { command: 'a\tb\nc', argv: ['a', 'b', 'c'] },
    { command: 'node $HOME/agent.js *.md', argv: ['node', '$HOME/agent.js', '*.md'] },
  ])('$command', ({ command, argv }) => {
    expect(splitCommandLine(command)).toEqual(argv);
  });

  it.each([
    { command: 'node "agent.js', message: 'unclosed " quote at character 6 of `node "agent.js`; close it' },
    { command: "node 'agent.js", message: "unclosed ' quote at character 6 of `node 'agent.js`; close it" },
    { command: 'node agent.js \\', message: 'the command ends with a lone backslash: `node agent.js \\`; remove it' },
    { command: '   ', message: 'the command is empty; set it to the program to run and its arguments' },
  ])('rejects $command', ({ command, message }) => {
    expect(() => splitCommandLine(command)).toThrow(message);
  });
});
