// The "how to read" part of docs/statecharts/README.md: what the boxes, arrows and reports mean.
export const HOW_TO_READ = `## How to read these diagrams

Each diagram shows one part of the checkout as a *statechart*: the situations (states) it can be
in and what moves it from one to the next.

- **A box is a state**: something the checkout is doing or waiting for ("checking the coupon").
  The lines under its name say what it does while it is there: \`invokes: validate coupon\` means
  it asks another service or part (here the coupon check) and waits for the answer.
- **An arrow is a transition**, labelled with what makes it happen: a person's action or an
  answer, in plain words (\`apply coupon\`). A name in brackets is the condition that must hold
  (\`proceed to checkout [is signed in]\`); \`[otherwise]\` is the choice taken when none of the
  conditions before it holds.
- **\`X done\` / \`X failed\`**: the answer of the service X came back, or it failed.
- **\`after 500 ms\`**: happens by itself when that much time has passed in the state.
- **\`always [condition]\`**: happens at once, with no action from anyone, as soon as the
  condition holds (a decision point).
- **\`on X: stays\`** under a state: X is handled there (data changes) without leaving it.
  \`on X: goes to Y\` moves to Y inside the same box; \`on X: starts over\` leaves and re-enters it.
- **The black dot** (●) points at where a box starts; **the ringed dot** (◉) means that part has
  finished.
- **A box inside a box** is a step with steps of its own: being in the inner box also means
  being in the outer one, and the outer box's arrows apply to everything inside it.
- **Boxes split by dashed lines** run at the same time (parallel): each part is in one of its
  own states at every moment.
- **"in any state"** lists what the whole part (or the box this page draws) does whatever
  state it is in; its arrows apply in every state of the page.
- **A box marked ▸** (\`▸ 7 states inside\`) holds states of its own, drawn on a page of its
  own: the links under the diagram open it. An arrow into or out of it starts or ends on the box.
- **A grey dashed box \`outside: X\`** is a part of the machine drawn on another page: the arrow
  leaves this page for X, or comes from X.
- **Several lines on one arrow** are several transitions between the same two boxes (a line
  shared by several states inside a ▸ box is written once).

Each page also has a picture (\`.svg\`) for places that cannot draw Mermaid diagrams.

## How to read the coverage report

\`npm run coverage:statecharts\` runs the tests and records which states each real machine was
in and which transitions it took, then writes [coverage.md](coverage.md) and prints the same:

- **states reached / total** and **transitions taken / total**, per machine, with percentages.
- **never reached / never taken**: the states and arrows no test goes through. Each is either a
  missing test or a part of the design nobody can reach (then mark it, see below).
- A transition is named by where it starts, what makes it happen (with its condition) and where
  it goes: \`waiting for a coupon → checking the coupon : apply coupon [otherwise]\`.
- **Unreachable by design**: a state or transition with \`meta: { unreachable: 'why' }\` in its
  machine is listed with that reason and left out of the totals (and so is everything inside an
  unreachable state).

\`npm run coverage:statecharts -- --from-last-run\` rebuilds the report from the last recording
without running the tests again; other arguments are passed to \`vitest run\` (for example a
folder, to record only the machine tests).

## Keeping them up to date

\`npm run diagrams\` writes every \`<machine>.md\` and \`<machine>/<state>.md\` with their \`.svg\`,
and this README, from the machines listed in \`machines/registry.ts\`. No picture is wider than
2,000 px or holds more than 20 state boxes, and no edge label covers another or a state's name:
the command measures that in Chromium, lays a page out again when it finds one, and fails if one
remains. \`npm run diagrams -- --since REF\` prints, per machine,
the states and transitions added, removed or relabelled since the git revision REF, as Markdown
for a review. The tests fail when a committed \`.md\` no longer
matches its machine: run \`npm run diagrams\` and commit the result.
`;
