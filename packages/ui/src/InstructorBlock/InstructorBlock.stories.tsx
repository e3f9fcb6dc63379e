import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstructorBlock } from './InstructorBlock';

const meta = {
  title: 'UI/Course/InstructorBlock',
  render: (_, { globals }) => {
    const { pick } = textFor(globals);
    return (
      <InstructorBlock
        name={pick({ ar: 'أحمد المصري', en: 'Ahmed El-Masry' })}
        image="/demo-media/avatars/instructor-1.svg"
        category={pick({ ar: 'البرمجة', en: 'Programming' })}
        description={pick({
          ar: '<p>مهندس برمجيات بخبرة تزيد على عشر سنوات في تطوير الويب باستخدام React.</p>',
          en: '<p>A software engineer with more than ten years of web development with React.</p>',
        })}
      />
    );
  },
} satisfies Meta;
export default meta;

/** The instructor, with the bio as sanitized HTML. */
export const Default: StoryObj<typeof meta> = {};
