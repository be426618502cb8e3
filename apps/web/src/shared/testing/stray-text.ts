/**
 * Text nodes that are only "0" or "1": what React renders for `{flag && …}` when a provider sends a
 * boolean as 0/1 (CONTRACT §1.10). A customer sees them as stray digits on the page.
 */
export function strayDigits(root: ParentNode = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text === '0' || text === '1') found.push(text);
  }
  return found;
}
