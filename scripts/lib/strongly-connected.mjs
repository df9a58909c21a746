// Tarjan's strongly connected components of a directed graph given as Map(node -> Iterable(next node)):
// every component of more than one node holds a cycle (a node importing itself is not looked for here).
export function stronglyConnected(edges) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  // Iterative, so a long chain of files cannot overflow the call stack.
  for (const root of edges.keys()) {
    if (indexOf.has(root)) continue;
    const work = [{ node: root, next: null }];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next === null) {
        indexOf.set(frame.node, index);
        low.set(frame.node, index++);
        stack.push(frame.node);
        onStack.add(frame.node);
        frame.next = [...(edges.get(frame.node) ?? [])][Symbol.iterator]();
      }
      const step = frame.next.next();
      if (!step.done) {
        const next = step.value;
        if (!indexOf.has(next)) work.push({ node: next, next: null, parent: frame });
        else if (onStack.has(next)) low.set(frame.node, Math.min(low.get(frame.node), indexOf.get(next)));
        continue;
      }
      work.pop();
      if (frame.parent) low.set(frame.parent.node, Math.min(low.get(frame.parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== indexOf.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1) components.push(component.sort());
    }
  }
  return components;
}
