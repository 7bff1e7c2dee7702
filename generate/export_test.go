package generate

// SizedScoreBudget is sizedScoreBudget, for the tests of package
// generate_test.
const SizedScoreBudget = sizedScoreBudget
