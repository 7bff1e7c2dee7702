package rating

// Path summarises a logical solution path: the puzzle's rating (the value
// of its hardest step, and that step's technique) and how many steps each
// technique took.
type Path struct {
	// Rating is the zero Rating when the puzzle was not rated; its
	// Technique is that of the first step with the hardest value.
	Rating Rating
	// Steps counts the steps per technique.
	Steps StepCounts
}

// NeedsTrial reports whether some step of p needs trial: a forcing chain
// of cages and signs, or the step past the variant ladder
// (Technique.NeedsTrial).
func (p *Path) NeedsTrial() bool {
	return p.Steps[RuleChain] > 0 || p.Steps[BeyondRules] > 0
}

// Add counts a step of technique t and value v: the rating is the value
// of the hardest step, and the technique that of the first step with
// that value.
func (p *Path) Add(t Technique, v Value) {
	p.Steps[t]++
	if v > p.Rating.Value {
		p.Rating.Value, p.Rating.Technique = v, t
	}
}
