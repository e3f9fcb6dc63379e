// Page-wide print rules (the certificate-design owner's): what a printed page hides and how it fits the paper.
export {};
