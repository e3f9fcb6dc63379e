// Being built (issue 10, see docs/browsing.md): exports this folder's machine.
export {};
