import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentPage } from '../../../../contract/content';

/** A page text from the content catalogue: its title, then headed sections of paragraphs. */
export function ContentArticle({ page }: { page: ContentPage }) {
  return (
    <Box component="article">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 4 }}>
        {page.title}
      </Typography>
      {page.sections.map((section, index) => (
        <Box component="section" key={section.heading ?? index} sx={{ mb: 4 }}>
          {section.heading && (
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {section.heading}
            </Typography>
          )}
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }} color="text.secondary">
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
