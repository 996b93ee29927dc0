import {
  BookOpen,
  Calendar,
  ChartColumn,
  CircleCheck,
  Clock,
  Eye,
  GraduationCap,
  HeartHandshake,
  type LucideIcon,
  Mail,
  Plug,
  Rocket,
  ShieldCheck,
  Target,
  Timer,
  TrendingUp,
  TriangleAlert,
  Users,
  Workflow,
} from 'lucide-react';

/**
 * The site's icons by the names the copy (`src/content`) uses: one place to add one, and a typo
 * in the copy fails the type check. Sections look their icons up here.
 */
export const icons = {
  benefit: CircleCheck,
  compliance: ShieldCheck,
  data: ChartColumn,
  demo: Calendar,
  email: Mail,
  eye: Eye,
  graduation: GraduationCap,
  knowledge: BookOpen,
  people: Users,
  plug: Plug,
  problem: TriangleAlert,
  process: Workflow,
  'response-time': Clock,
  rocket: Rocket,
  sales: TrendingUp,
  shield: ShieldCheck,
  success: HeartHandshake,
  target: Target,
  timer: Timer,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
