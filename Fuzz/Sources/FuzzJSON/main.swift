import FITFuzz
import FuzzDriver

runFuzzer(FuzzEntry.json)
