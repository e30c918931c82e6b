import { createElement, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { parseMarkdown, type Block, type Inline } from './markdown';

const StyledDocument = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.5;

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => `${theme.space(5)} 0 ${theme.space(2)}`};
    line-height: 1.25;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h4 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h5,
  h6 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    padding-left: ${({ theme }) => theme.space(6)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.info};
  }
`;

function renderInline(content: readonly Inline[]): ReactNode[] {
  return content.map((part, index) => {
    if (part.kind === 'text') return part.text;
    const external = /^(https?:|mailto:)/i.test(part.href);
    return (
      <a key={index} href={part.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {part.text}
      </a>
    );
  });
}

function renderBlock(block: Block, index: number, headingOffset: number): ReactNode {
  switch (block.kind) {
    case 'heading':
      return createElement(`h${Math.min(6, block.level + headingOffset)}`, { key: index }, ...renderInline(block.content));
    case 'list':
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p key={index}>{renderInline(block.content)}</p>;
  }
}

export interface MarkdownDocumentProps {
  /** Markdown in the subset markdown.ts reads. */
  source: string;
  /** Levels added to every heading, so the document sits under the heading of the place it is shown in. */
  headingOffset?: number;
  /** The language the document is written in. */
  lang?: string;
}

/** A Markdown document as React elements (headings, lists, paragraphs, links); never as HTML. */
export function MarkdownDocument({ source, headingOffset = 0, lang }: MarkdownDocumentProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <StyledDocument lang={lang}>{blocks.map((block, index) => renderBlock(block, index, headingOffset))}</StyledDocument>;
}
